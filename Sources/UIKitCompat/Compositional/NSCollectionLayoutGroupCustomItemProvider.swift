/// Computes a custom group's items for its environment, as UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
