import CollectionLayout
import CollectionView

/// A collection view's own `UICollectionViewDataSource` (one that is not diffable) as the
/// engine's data source: its counts, and the cells its `collectionView(_:cellForItemAt:)`
/// dequeues, drawn and reused as a diffable data source's are.
///
/// Get one from ``UICollectionView/contentDataSource``. Its item counts are read when the screen
/// solves the layout; `reloadData()` provides every cell on screen again.
final class UICollectionViewDataSourceAdapter: UpdatingDataSource, @unchecked Sendable {
    // Unchecked: UIKit's objects are used only on the thread that draws, as UIKit's main thread.
    let source: any UICollectionViewDataSource
    let cells: CollectionViewCellSource<IndexPath>

    init(collectionView: UICollectionView, source: any UICollectionViewDataSource) {
        self.source = source
        cells = CollectionViewCellSource(collectionView: collectionView) { collectionView, indexPath, _ in
            source.collectionView(collectionView, cellForItemAt: indexPath)
        }
        cells.supplementaryViewProvider = { collectionView, kind, indexPath in
            source.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    func numberOfSections() -> Int { source.numberOfSections(in: cells.collectionView) }

    func numberOfItems(inSection section: Int) -> Int {
        source.collectionView(cells.collectionView, numberOfItemsInSection: section)
    }

    func content(forItemAt indexPath: IndexPath) -> CellContent { cells.content(forItem: indexPath, at: indexPath) }

    func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        cells.content(forSupplementaryOfKind: kind, at: indexPath)
    }

    func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        cells.content(forDecorationOfKind: kind, at: indexPath)
    }

    var backgroundColor: Color { cells.backgroundColor }

    func elementsDisplayed(_ elements: [LayoutAttributes]) { cells.elementsDisplayed(elements) }

    private let observers = UpdateObservers()

    func observeUpdates(_ observer: @escaping (DataSourceUpdate) -> Void) -> UpdateObservation {
        observers.add(observer)
    }

    func notify(_ update: DataSourceUpdate) { observers.notify(update) }

    /// Tells the views showing the data that all of it may have changed, as `reloadData()` does:
    /// the counts are asked again and every section reloaded, without animation. No item is
    /// taken to be where it was, so sizes are measured again and the selection is cleared, as
    /// UIKit's `reloadData()` clears it; the offset stays, within the new content.
    func reloadAll() {
        var changes = SnapshotChanges()
        let sections = numberOfSections()
        changes.reloadedSections = Array(0..<Swift.max(0, sections))
        let update = DataSourceUpdate(changes: changes, isAnimated: false, newItemPath: { _ in nil },
                                      newSectionIndex: { $0 < sections ? $0 : nil }, oldItemPath: { _ in nil },
                                      oldSectionIndex: { $0 < sections ? $0 : nil }, oldContent: { _ in nil }, completion: nil)
        notify(update)
    }
}
