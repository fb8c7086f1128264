import CollectionLayout
import CollectionView

/// A data source fed by snapshots whose cells come from registrations, as UIKit's
/// `UICollectionViewDiffableDataSource`: iOS 14 code that makes one with a cell provider, sets
/// its `supplementaryViewProvider` and applies `NSDiffableDataSourceSnapshot`s compiles unchanged.
///
/// It is built on the engine's `DiffableDataSource`, which it holds as ``engineDataSource``: each
/// cell the provider returns is drawn from its configuration (see ``UICollectionViewCell``), and
/// applies animate as the engine's do. It is itself a `CollectionDataSource` that updates
/// (forwarding to the engine's), so it can be handed to `CollectionWindow(layout:dataSource:size:title:)`
/// with the layout's `collectionViewLayout`, and `xcollection --swift` shows it when a file's
/// `configure(_:)` leaves it as the collection view's ``UICollectionView/dataSource``.
///
/// Making one sets it as the collection view's `dataSource`, which holds it weakly, as in UIKit:
/// keep it alive yourself (a property of a view controller, a top-level variable of a `--swift`
/// file). It holds its collection view strongly, as the providers are handed it.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, @unchecked Sendable {
    /// Returns the configured cell for an item, usually from
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:file:line:)``; nil stops the program,
    /// as UIKit raises.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Returns the configured view of a supplementary element kind at an index path, usually from
    /// ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:file:line:)``; nil hides it.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// The engine's data source this one drives: what the window and the snapshot strategies
    /// draw when handed either.
    public let engineDataSource: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    /// Calls the providers and draws the views they return.
    let cells: CollectionViewCellSource<ItemIdentifierType>

    /// Gives the supplementary views (headers, footers); without one they are not drawn.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        get { cells.supplementaryViewProvider }
        set { cells.supplementaryViewProvider = newValue }
    }

    /// A data source with no sections for `collectionView`, whose cells `cellProvider` returns;
    /// it becomes the collection view's ``UICollectionView/dataSource``.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        let cells = CollectionViewCellSource(collectionView: collectionView, cellProvider: cellProvider)
        self.cells = cells
        engineDataSource = DiffableDataSource { indexPath, item in cells.content(forItem: item, at: indexPath) }
        engineDataSource.supplementaryProvider = { kind, indexPath in cells.content(forSupplementaryOfKind: kind, at: indexPath) }
        engineDataSource.decorationProvider = { kind, indexPath in cells.content(forDecorationOfKind: kind, at: indexPath) }
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`'s contents: animated (the default), the collection view runs the
    /// differences as a batch update, otherwise it shows them at once; `completion` runs when they
    /// are on screen.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        cells.dataChanged()
        engineDataSource.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot`'s contents at once, without a diff, as a reload of all the data.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        cells.dataChanged()
        engineDataSource.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// A copy of the contents shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        engineDataSource.snapshot()
    }

    /// The identifier of the item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        engineDataSource.itemIdentifier(for: indexPath)
    }

    /// Where the item `identifier` is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        engineDataSource.indexPath(for: itemIdentifier)
    }

    /// The identifier of the section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        engineDataSource.sectionIdentifier(for: index)
    }

    /// Where the section `identifier` is, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        engineDataSource.index(for: sectionIdentifier)
    }

    /// The number of sections in the snapshot shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        engineDataSource.numberOfSections()
    }

    /// The number of items in `section` of the snapshot shown.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        engineDataSource.numberOfItems(inSection: section)
    }

    /// The cell the cell provider returns for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            fatalError("UICollectionViewDiffableDataSource.collectionView(_:cellForItemAt:): no item at \(indexPath.uikitDescription) in the snapshot shown")
        }
        return cells.cell(forItem: item, at: indexPath)
    }
}
