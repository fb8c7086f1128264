/// What a section provider or a custom group sees of its surroundings, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container the section is laid out in.
    public var container: LayoutContainer
    /// Which way the collection view's interface runs (`traitCollection.layoutDirection`). A
    /// provider describes its sections with leading and trailing; the layout is mirrored for it.
    public var layoutDirection: LayoutDirection {
        didSet { traits.layoutDirection = layoutDirection }
    }
    /// The traits the collection view has (`traitCollection`): its display scale, appearance,
    /// text size, size classes and idiom, those of the device it is shown on when one is named.
    public var traits: Traits

    /// The environment of a section laid out in `container`, running `layoutDirection`, with
    /// `traits` (what they leave unspecified found from the container's size).
    public init(container: LayoutContainer, layoutDirection: LayoutDirection = .leftToRight, traits: Traits = Traits()) {
        self.container = container
        self.layoutDirection = layoutDirection
        var filled = traits.filled(for: container.contentSize)
        filled.layoutDirection = layoutDirection
        self.traits = filled
    }
}
