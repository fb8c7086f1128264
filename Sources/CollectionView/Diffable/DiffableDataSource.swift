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
    public var backgroundColor = Color(hex: 0xFFFFFF)

    private let current = Mutex(Snapshot())
    private var observers: [Int: (DataSourceUpdate) -> Void] = [:]
    private var nextObserver = 0

    /// A data source with no sections, whose cells show what `cellProvider` gives.
    public init(cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
    }

    /// A copy of the contents shown now.
    public func snapshot() -> Snapshot {
        current.withLock { $0 }
    }

    /// Shows `snapshot`'s contents. Animated (the default), the collection view runs the
    /// differences as a batch update; otherwise it shows them at once. `completion` runs when
    /// they are on screen (at once when nothing shows the data source).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current.withLock { state in
            defer { state = snapshot }
            return state
        }
        let changes = snapshot.changes(from: old)
        notify(DataSourceUpdate(
            changes: changes, isAnimated: animatingDifferences,
            newItemPath: { path in old.itemIdentifier(at: path).flatMap { snapshot.indexPath(ofItem: $0) } },
            newSectionIndex: { index in
                old.sectionIdentifiers.indices.contains(index) ? snapshot.indexOfSection(old.sectionIdentifiers[index]) : nil
            },
            completion: completion))
    }

    /// Shows `snapshot`'s contents at once without diffing, as a reload of all the data.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current.withLock { $0 = snapshot }
        var changes = SnapshotChanges()
        changes.reloadedSections = Array(snapshot.sectionIdentifiers.indices)
        notify(DataSourceUpdate(changes: changes, isAnimated: false, newItemPath: { _ in nil }, newSectionIndex: { _ in nil },
                                completion: completion))
    }

    /// The identifier of the item at `indexPath`, or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.withLock { $0.itemIdentifier(at: indexPath) }
    }

    /// Where the item `identifier` is, or nil.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        current.withLock { $0.indexPath(ofItem: identifier) }
    }

    /// The identifier of the section at `index`, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.withLock { $0.sectionIdentifiers.indices.contains(index) ? $0.sectionIdentifiers[index] : nil }
    }

    /// Where the section `identifier` is, or nil.
    public func index(for identifier: SectionIdentifierType) -> Int? {
        current.withLock { $0.indexOfSection(identifier) }
    }

    public func numberOfSections() -> Int { current.withLock { $0.numberOfSections } }

    public func numberOfItems(inSection section: Int) -> Int {
        current.withLock { $0.sectionIdentifiers.indices.contains(section) ? $0.itemRange(ofSection: section).count : 0 }
    }

    public func content(forItemAt indexPath: IndexPath) -> CellContent {
        guard let item = itemIdentifier(for: indexPath) else { return CellContent() }
        return cellProvider(indexPath, item)
    }

    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        supplementaryProvider?(kind, indexPath)
    }

    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        decorationProvider?(kind, indexPath) ?? CellContent()
    }

    public func observeUpdates(_ observer: @escaping (DataSourceUpdate) -> Void) -> UpdateObservation {
        let key = nextObserver
        nextObserver += 1
        observers[key] = observer
        return UpdateObservation { [weak self] in self?.observers[key] = nil }
    }

    private func notify(_ update: DataSourceUpdate) {
        if observers.isEmpty {
            update.completion?()
            return
        }
        // The completion runs once, after the first view showing the data has the change on screen.
        for (position, observer) in observers.values.enumerated() {
            observer(position == 0 ? update : update.withoutCompletion)
        }
    }
}
