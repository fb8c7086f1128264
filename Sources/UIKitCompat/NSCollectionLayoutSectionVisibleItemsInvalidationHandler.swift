/// Called as a section scrolls with its visible items, the content offset and the environment,
/// as UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`; not called yet.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
