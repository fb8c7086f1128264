/// What a section provider or a custom group sees of its surroundings, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container the section is laid out in.
    public var container: LayoutContainer

    /// The environment of a section laid out in `container`.
    public init(container: LayoutContainer) {
        self.container = container
    }
}
