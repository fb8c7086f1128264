/// What a section provider or a custom group sees of its surroundings, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container the section is laid out in.
    public var container: LayoutContainer
    /// Which way the collection view's interface runs (`traitCollection.layoutDirection`). A
    /// provider describes its sections with leading and trailing; the layout is mirrored for it.
    public var layoutDirection: LayoutDirection

    /// The environment of a section laid out in `container`, running `layoutDirection`.
    public init(container: LayoutContainer, layoutDirection: LayoutDirection = .leftToRight) {
        self.container = container
        self.layoutDirection = layoutDirection
    }
}
