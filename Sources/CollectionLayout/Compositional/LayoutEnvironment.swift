/// What a section provider or a custom group sees of its surroundings, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    public var container: LayoutContainer

    public init(container: LayoutContainer) {
        self.container = container
    }
}
