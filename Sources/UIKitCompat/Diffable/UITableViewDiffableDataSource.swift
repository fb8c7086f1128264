import CollectionLayout

/// A table view's data source fed by snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`: applying a snapshot moves, inserts and deletes rows as the
/// difference says; the cell provider makes a row's cell from its identifier. Subclass it to give
/// section titles (`tableView(_:titleForHeaderInSection:)`) or editing answers.
///
/// The rows are kept by a ``UICollectionViewDiffableDataSource`` of the same identifiers for the
/// table's collection view (see ``UITableView``), which draws and animates them.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource, @unchecked Sendable {
    /// Makes the cell for a row: dequeue it from the table with the index path given.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The source that keeps the rows for the table's collection view.
    let rows: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

    /// How rows come and go when a snapshot is applied with animation; rows here move and fade
    /// as a collection view's items do, whichever is named.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        rows = UICollectionViewDiffableDataSource(collectionView: tableView) { collectionView, indexPath, item in
            guard let table = collectionView as? UITableView else { return nil }
            return cellProvider(table, indexPath, item)
        }
        super.init()
        rows.supplementaryViewProvider = { collectionView, kind, indexPath in
            (collectionView as? UITableView)?.sectionView(ofKind: kind, at: indexPath)
        }
        tableView.dataSource = self
    }

    /// Shows `snapshot`, moving the rows from the snapshot shown to it, with animation unless told not to.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        rows.apply(snapshot, animatingDifferences: animatingDifferences && defaultRowAnimation != .none, completion: completion)
    }

    /// Shows `snapshot` at once, as `reloadData()` would.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        rows.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { rows.snapshot() }

    /// The identifier of the row at `indexPath`; nil past the rows.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { rows.itemIdentifier(for: indexPath) }

    /// Where the row of `itemIdentifier` is; nil when the snapshot lacks it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { rows.indexPath(for: itemIdentifier) }

    /// The identifier of the section at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { rows.sectionIdentifier(for: index) }

    /// The index of the section of `sectionIdentifier`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { rows.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { rows.numberOfSections(in: tableView) }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.collectionView(tableView, numberOfItemsInSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = rows.collectionView(tableView, cellForItemAt: indexPath) as? UITableViewCell else {
            fatalError("UITableViewDiffableDataSource: the cell provider returned nil for the row at \(indexPath.uikitDescription); it must return a cell for every row")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

extension UITableViewDiffableDataSource: TableRowsKeeper {
    var keeper: any UICollectionViewDataSource { rows }
}

/// A table data source whose rows a collection view data source of its own keeps: the table's
/// collection view draws from that one.
protocol TableRowsKeeper: AnyObject {
    var keeper: any UICollectionViewDataSource { get }
}
