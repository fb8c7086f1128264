import CollectionLayout
import CollectionView

/// A collection view's own `UICollectionViewDataSource` (one that is not diffable) as the
/// engine's data source: its counts, and the cells its `collectionView(_:cellForItemAt:)`
/// dequeues, drawn and reused as a diffable data source's are.
///
/// Get one from ``UICollectionView/contentDataSource``. Its item counts are read when the screen
/// solves the layout; `reloadData()` provides every cell on screen again.
final class UICollectionViewDataSourceAdapter: CollectionDataSource, @unchecked Sendable {
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
}
