/// What a cell shows, as UIKit's `UIContentConfiguration`: the type of a cell's
/// `contentConfiguration`.
///
/// UIKit's protocol makes a content view; there are no views here, so it asks for nothing and a
/// cell draws only the ``UIListContentConfiguration`` it is given. A cell holding a configuration
/// of another type stops the program when it is drawn, naming the type.
public protocol UIContentConfiguration {}
