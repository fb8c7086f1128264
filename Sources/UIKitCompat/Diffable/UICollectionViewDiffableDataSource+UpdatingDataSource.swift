import CollectionLayout
import CollectionView

/// The data source as the engine's: every requirement forwards to ``UICollectionViewDiffableDataSource/engineDataSource``,
/// so `CollectionWindow` draws its cells and follows its applies.
extension UICollectionViewDiffableDataSource: UpdatingDataSource {
    public func numberOfSections() -> Int { engineDataSource.numberOfSections() }

    public func numberOfItems(inSection section: Int) -> Int { engineDataSource.numberOfItems(inSection: section) }

    public func content(forItemAt indexPath: IndexPath) -> CellContent { engineDataSource.content(forItemAt: indexPath) }

    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        engineDataSource.content(forSupplementaryOfKind: kind, at: indexPath)
    }

    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        engineDataSource.content(forDecorationOfKind: kind, at: indexPath)
    }

    /// Takes back the cells and views of elements that left the screen, for reuse.
    public func elementsDisplayed(_ elements: [LayoutAttributes]) { cells.elementsDisplayed(elements) }

    /// The collection view's background colour, else its first list section's, else white.
    public var backgroundColor: Color { cells.backgroundColor }

    public func observeUpdates(_ observer: @escaping (DataSourceUpdate) -> Void) -> UpdateObservation {
        engineDataSource.observeUpdates(observer)
    }
}
