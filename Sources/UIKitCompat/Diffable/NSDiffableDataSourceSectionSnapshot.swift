import CollectionView

/// UIKit's outline of one section's items: the engine's `DiffableDataSourceSectionSnapshot`,
/// the same type under UIKit's name.
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>
