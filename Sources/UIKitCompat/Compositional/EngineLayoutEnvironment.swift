import CollectionLayout

/// The engine's environment seen through UIKit's protocol, with size classes from its size and
/// its layout direction.
struct EngineLayoutEnvironment: NSCollectionLayoutEnvironment {
    let environment: LayoutEnvironment

    init(_ environment: LayoutEnvironment) {
        self.environment = environment
    }

    var container: any NSCollectionLayoutContainer { EngineLayoutContainer(container: environment.container) }
    var traitCollection: UITraitCollection { UITraitCollection(traits: environment.traits) }
}
