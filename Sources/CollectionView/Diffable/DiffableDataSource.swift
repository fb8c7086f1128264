import CollectionLayout
import Synchronization

/// A data source fed by snapshots, as UIKit's `UICollectionViewDiffableDataSource`
/// (`UIKitCompat` gives it that name and initialiser): what each cell shows comes from
/// `cellProvider` with the item's identifier, and the contents change with ``apply(_:animatingDifferences:completion:)``.
///
/// A collection view showing it follows each apply: the content offset stays (clamped to the new
/// content), orthogonal sections that survive keep their offsets, and measured self-sizing
/// cells keep their sizes wherever their items go. Apply on the window's loop (in `onKey` or a
/// scheduled task), as UIKit asks for the main thread.
public final class DiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UpdatingDataSource, @unchecked Sendable {
    /// The snapshot type this data source takes.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The outline of one section this data source takes.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// What the cell at an index path, holding an item, shows.
    public typealias CellProvider = (IndexPath, ItemIdentifierType) -> CellContent
    /// What the supplementary view of a kind at an index path shows; nil hides it.
    public typealias SupplementaryProvider = (String, IndexPath) -> CellContent?

    private let cellProvider: CellProvider
    /// Gives supplementary views (headers, footers, badges); without one they are hidden.
    public var supplementaryProvider: SupplementaryProvider?
    /// Gives decoration views by kind; without one they take the default look.
    public var decorationProvider: SupplementaryProvider?
    /// What shows behind and between the elements.
    public var backgroundColor = Color.systemBackground

    /// The contents shown now, with the outlines of the sections given as section snapshots.
    struct State {
        var snapshot = Snapshot()
        var outlines: [SectionIdentifierType: SectionSnapshot] = [:]
    }

    let state = Mutex(State())
    /// What asks before an item expands or collapses and can give its children when it does.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// How far each level of an outline indents its items' content, as a list cell's
    /// `indentationWidth`.
    public var indentationWidth = 10.0
    private let observers = UpdateObservers()

    /// A data source with no sections, whose cells show what `cellProvider` gives.
    public init(cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
    }

    /// A copy of the contents shown now.
    public func snapshot() -> Snapshot {
        state.withLock { $0.snapshot }
    }

    /// Shows `snapshot`'s contents. Animated (the default), the collection view runs the
    /// differences as a batch update; otherwise it shows them at once. `completion` runs when
    /// they are on screen (at once when nothing shows the data source).
    ///
    /// Inlinable so the diff, the costly part over many items, is specialized for the caller's
    /// identifier types.
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = replaceSnapshot(with: snapshot)
        show(snapshot, replacing: old, changes: snapshot.changes(from: old), animatingDifferences: animatingDifferences,
             completion: completion)
    }

    /// Makes `snapshot` the contents, dropping the outlines it no longer matches; the contents before.
    @usableFromInline
    func replaceSnapshot(with snapshot: Snapshot) -> Snapshot {
        state.withLock { state in
            defer {
                state.snapshot = snapshot
                state.outlines = state.outlines.filter { section, outline in
                    snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
                }
            }
            return state.snapshot
        }
    }

    /// Tells the views showing the data source that `snapshot` replaced `old` with `changes`.
    @usableFromInline
    func show(_ snapshot: Snapshot, replacing old: Snapshot, changes: SnapshotChanges, animatingDifferences: Bool,
              completion: (() -> Void)?) {
        let cellProvider = cellProvider, supplementaryProvider = supplementaryProvider, decorationProvider = decorationProvider
        notify(DataSourceUpdate(
            changes: changes, isAnimated: animatingDifferences,
            newItemPath: { path in old.itemIdentifier(at: path).flatMap { snapshot.indexPath(ofItem: $0) } },
            newSectionIndex: { index in Self.section(at: index, of: old).flatMap { snapshot.indexOfSection($0) } },
            oldItemPath: { path in snapshot.itemIdentifier(at: path).flatMap { old.indexPath(ofItem: $0) } },
            oldSectionIndex: { index in Self.section(at: index, of: snapshot).flatMap { old.indexOfSection($0) } },
            oldContent: { element in
                switch element.category {
                case .cell: old.itemIdentifier(at: element.indexPath).map { cellProvider(element.indexPath, $0) }
                case .supplementary: supplementaryProvider?(element.elementKind ?? "", element.indexPath)
                case .decoration: decorationProvider?(element.elementKind ?? "", element.indexPath) ?? CellContent()
                }
            },
            completion: completion))
    }

    static func section(at index: Int, of snapshot: Snapshot) -> SectionIdentifierType? {
        snapshot.sectionIdentifiers.indices.contains(index) ? snapshot.sectionIdentifiers[index] : nil
    }

    /// Shows `snapshot`'s contents at once without diffing, as a reload of all the data.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        state.withLock { $0 = State(snapshot: snapshot) }
        var changes = SnapshotChanges()
        changes.reloadedSections = Array(snapshot.sectionIdentifiers.indices)
        notify(DataSourceUpdate(changes: changes, isAnimated: false, newItemPath: { _ in nil }, newSectionIndex: { _ in nil },
                                oldItemPath: { _ in nil }, oldSectionIndex: { _ in nil }, oldContent: { _ in nil },
                                completion: completion))
    }

    /// The identifier of the item at `indexPath`, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        state.withLock { $0.snapshot.itemIdentifier(at: indexPath) }
    }

    /// Where the item `identifier` is, or nil.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        state.withLock { $0.snapshot.indexPath(ofItem: identifier) }
    }

    /// The identifier of the section at `index`, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        state.withLock { Self.section(at: index, of: $0.snapshot) }
    }

    /// Where the section `identifier` is, or nil.
    public func index(for identifier: SectionIdentifierType) -> Int? {
        state.withLock { $0.snapshot.indexOfSection(identifier) }
    }

    public func numberOfSections() -> Int { state.withLock { $0.snapshot.numberOfSections } }

    public func numberOfItems(inSection section: Int) -> Int {
        state.withLock { $0.snapshot.sectionIdentifiers.indices.contains(section) ? $0.snapshot.itemRange(ofSection: section).count : 0 }
    }

    public func content(forItemAt indexPath: IndexPath) -> CellContent {
        let (item, place) = state.withLock { state in
            let item = state.snapshot.itemIdentifier(at: indexPath)
            return (item, item.flatMap { state.outlinePlace(of: $0, inSection: indexPath.section) })
        }
        guard let item else { return CellContent() }
        let content = cellProvider(indexPath, item)
        return place.map { content.placed(inOutline: $0, indentationWidth: indentationWidth) } ?? content
    }

    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        supplementaryProvider?(kind, indexPath)
    }

    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        decorationProvider?(kind, indexPath) ?? CellContent()
    }

    public func observeUpdates(_ observer: @escaping (DataSourceUpdate) -> Void) -> UpdateObservation {
        observers.add(observer)
    }

    func notify(_ update: DataSourceUpdate) {
        observers.notify(update)
    }
}
