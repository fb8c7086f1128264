import CollectionLayout

/// The engine's container seen through UIKit's protocol.
struct EngineLayoutContainer: NSCollectionLayoutContainer {
    let container: LayoutContainer

    var contentSize: CGSize { CGSize(width: container.contentSize.width, height: container.contentSize.height) }
    var effectiveContentSize: CGSize {
        CGSize(width: container.effectiveContentSize.width, height: container.effectiveContentSize.height)
    }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(container.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(container.effectiveContentInsets) }
}
