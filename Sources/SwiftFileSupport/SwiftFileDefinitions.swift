import UIKitCompat

/// What a compiled `xcollection --swift` file defines, as the entry point generated for it hands
/// it to the program: the layout its `createLayout()` made and the `itemCounts` it declares.
///
/// The compiled file is opened into the running program, so this class is the program's own
/// (the library holds no copy of it) and the program takes the object as it is.
public final class SwiftFileDefinitions {
    /// The name of the generated entry point, a C function of two `Double`s — the collection
    /// view's width and height — that returns a retained `SwiftFileDefinitions` as a `UInt`.
    public static let entryPointName = "xcollection_swift_file_definitions"

    /// What `createLayout()` returned.
    public let layout: UICollectionViewLayout
    /// The file's `itemCounts`, or nil when it declares none.
    public let itemCounts: [Int]?

    public init(layout: UICollectionViewLayout, itemCounts: [Int]?) {
        self.layout = layout
        self.itemCounts = itemCounts
    }
}
