import CollectionView

/// Where sections and items go through a checked batch: old index paths to new and back, as the
/// screen needs them to keep sizes, offsets and the selection with their items and to animate.
///
/// Made once per batch in O(changes); each question costs O(log changes) plus the number of
/// newcomers in its list, so nothing here touches every item.
struct BatchMapping: Sendable {
    let batch: CollectionBatch
    private let sections: PositionShift
    private let sectionMovedTo: [Int: Int], sectionMovedFrom: [Int: Int]
    private let itemMovedTo: [IndexPath: IndexPath], itemMovedFrom: [IndexPath: IndexPath]
    /// How the items of each surviving old section whose items change shift, by old section.
    private var itemShifts: [Int: PositionShift] = [:]

    init(_ batch: CollectionBatch) {
        self.batch = batch
        sectionMovedTo = Dictionary(batch.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        sectionMovedFrom = Dictionary(batch.movedSections.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        itemMovedTo = Dictionary(batch.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        itemMovedFrom = Dictionary(batch.movedItems.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        sections = PositionShift(removed: Array(batch.deletedSections) + batch.movedSections.map(\.from),
                                 added: Array(batch.insertedSections) + batch.movedSections.map(\.to))
        var removed: [Int: [Int]] = [:], added: [Int: [Int]] = [:]
        for path in batch.deletedItems { removed[path.section, default: []].append(path.item) }
        for path in batch.insertedItems { added[path.section, default: []].append(path.item) }
        for move in batch.movedItems {
            removed[move.from.section, default: []].append(move.from.item)
            added[move.to.section, default: []].append(move.to.item)
        }
        var shifts: [Int: PositionShift] = [:]
        var olds = Set(removed.keys)
        for new in added.keys { if let old = oldSectionIndex(new) { olds.insert(old) } }
        for old in olds {
            guard let new = newSectionIndex(old) else { continue }
            shifts[old] = PositionShift(removed: removed[old] ?? [], added: added[new] ?? [])
        }
        itemShifts = shifts
    }

    /// Where the section at `old` is after the batch; nil when it was deleted.
    func newSectionIndex(_ old: Int) -> Int? {
        if batch.deletedSections.contains(old) { return nil }
        return sectionMovedTo[old] ?? sections.newPosition(ofStaying: old)
    }

    /// Where the section at `new` was before the batch; nil when it was inserted.
    func oldSectionIndex(_ new: Int) -> Int? {
        if batch.insertedSections.contains(new) { return nil }
        return sectionMovedFrom[new] ?? sections.oldPosition(ofStaying: new)
    }

    /// Where the item at `old` is after the batch; nil when it was deleted or its section was
    /// deleted or reloaded (a reloaded section's items are all new).
    func newItemPath(_ old: IndexPath) -> IndexPath? {
        if batch.deletedItems.contains(old) || batch.reloadedSections.contains(old.section) { return nil }
        if let moved = itemMovedTo[old] { return moved }
        guard let section = newSectionIndex(old.section) else { return nil }
        let item = itemShifts[old.section]?.newPosition(ofStaying: old.item) ?? old.item
        return IndexPath(item: item, section: section)
    }

    /// Where the item at `new` was before the batch; nil when it is new.
    func oldItemPath(_ new: IndexPath) -> IndexPath? {
        if batch.insertedItems.contains(new) { return nil }
        if let moved = itemMovedFrom[new] { return moved }
        guard let section = oldSectionIndex(new.section), !batch.reloadedSections.contains(section) else { return nil }
        let item = itemShifts[section]?.oldPosition(ofStaying: new.item) ?? new.item
        return IndexPath(item: item, section: section)
    }

    /// Whether any item of the old section `old` leaves, comes or is reloaded with it.
    func itemsChange(inOldSection old: Int) -> Bool {
        itemShifts[old] != nil || batch.reloadedSections.contains(old)
    }

    /// The batch as the engine's changes: reloads at their new places.
    var changes: SnapshotChanges {
        var changes = SnapshotChanges()
        changes.insertedSections = batch.insertedSections.sorted()
        changes.deletedSections = batch.deletedSections.sorted()
        changes.movedSections = batch.movedSections
        changes.reloadedSections = batch.reloadedSections.compactMap(newSectionIndex).sorted()
        changes.insertedItems = batch.insertedItems.sorted()
        changes.deletedItems = batch.deletedItems.sorted()
        changes.movedItems = batch.movedItems
        changes.reloadedItems = batch.reloadedItems.compactMap(newItemPath).sorted()
        changes.reconfiguredItems = batch.reconfiguredItems.compactMap(newItemPath).sorted()
        return changes
    }
}
