import CollectionView

/// UIKit's snapshot of a diffable data source's contents: the engine's
/// `DiffableDataSourceSnapshot`, the same type under UIKit's name.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
