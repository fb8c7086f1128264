/// What a diffable data source asks and tells when a person expands or collapses an outline
/// item with its disclosure accessory, as UIKit's `sectionSnapshotHandlers`.
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
    /// Whether `item` may expand now; nil lets every item expand.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before `item` expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether `item` may collapse now; nil lets every item collapse.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Called just before `item` collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The outline to expand instead of the current one, given the current one as it will be
    /// once `item` has expanded: the place to load an item's children when they are first shown.
    public var snapshotForExpandingParentItem: ((ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>)
        -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

    /// Handlers that let every item expand and collapse and give nothing else.
    public init() {}
}
