import CollectionLayout
import CollectionView

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    /// Shows `snapshot` as the section `sectionIdentifier`: the section holds the outline's
    /// visible items (it is added after the others when new), and cells are indented by level
    /// with their outline disclosure turned to their item's expansion.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to sectionIdentifier: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        cells.dataChanged()
        engineDataSource.apply(snapshot, to: sectionIdentifier, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of the section `section`: the last one applied while the section still shows
    /// it, else the section's items as root items.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        engineDataSource.snapshot(for: section)
    }

    /// What is asked and told when a click expands or collapses an item.
    public var sectionSnapshotHandlers: SectionSnapshotHandlers<ItemIdentifierType> {
        get { engineDataSource.sectionSnapshotHandlers }
        set { engineDataSource.sectionSnapshotHandlers = newValue }
    }

    /// Expands or collapses the item at `indexPath` in its section's outline, as a click on its
    /// outline disclosure does; false when it is no parent in an outline.
    @discardableResult
    public func toggleOutlineItem(at indexPath: IndexPath) -> Bool {
        cells.dataChanged()
        return engineDataSource.toggleOutlineItem(at: indexPath)
    }
}
