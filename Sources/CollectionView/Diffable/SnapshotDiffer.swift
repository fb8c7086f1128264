import OrderedCollections
import CollectionLayout

/// The changes from one snapshot to another. Snapshots a few edits apart share most chunks of
/// their orders, and the changes are found from the chunks they do not share (see
/// ``diffItems(_:_:into:)``), in O(changes · log n). Unrelated snapshots are read whole, in O(n)
/// (plus O(log sections) per matched item):
/// identifiers are unique, so each new item finds its old place with at most one lookup, as in
/// Heckel's algorithm (IGListKit, DifferenceKit). Moves are then told apart from shifts: of the
/// items that stay in their section, the longest run that keeps its old order stays put and the
/// rest move, so items that merely shift because others came or went are never moves, and the
/// move set is the smallest there is. Finding the run is O(k) while a section keeps its order and
/// O(k log k) for the items that lost it.
@usableFromInline
struct SnapshotDiffer<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot

    @inlinable init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
    }

    /// The changes; `readingSharedChunks` false reads every item even when the snapshots share
    /// chunks of their orders, as for unrelated snapshots (the same changes, found in O(n)).
    @inlinable
    func changes(readingSharedChunks: Bool = true) -> SnapshotChanges {
        var changes = SnapshotChanges()
        let sections = SectionMatch(old: old, new: new)
        if readingSharedChunks, let alignment = sharedChunkAlignment() {
            changes.insertedSections = sections.inserted
            changes.deletedSections = sections.deleted
            changes.movedSections = sections.moved
            diffItems(sections, alignment, into: &changes)
        } else if old != new {
            changes.insertedSections = sections.inserted
            changes.deletedSections = sections.deleted
            changes.movedSections = sections.moved
            diffItems(sections, into: &changes)
        }
        markReloads(sections, into: &changes)
        return changes
    }

    /// Which old section each new one is, and which sections came, went or moved.
    @usableFromInline struct SectionMatch {
        /// For each new section, its old index, or -1 when it is new.
        @usableFromInline var oldIndex: [Int]
        /// For each old section, its new index, or -1 when it is gone.
        @usableFromInline var newIndex: [Int]
        @usableFromInline var inserted: [Int] = []
        @usableFromInline var deleted: [Int] = []
        @usableFromInline var moved: [(from: Int, to: Int)] = []

        @inlinable
        init(old: Snapshot, new: Snapshot) {
            oldIndex = new.sections.map { old.sections.firstIndex(of: $0) ?? -1 }
            newIndex = Array(repeating: -1, count: old.sections.count)
            for (index, old) in oldIndex.enumerated() {
                if old >= 0 { newIndex[old] = index } else { inserted.append(index) }
            }
            for (index, new) in newIndex.enumerated() where new < 0 { deleted.append(index) }
            let surviving = oldIndex.indices.filter { oldIndex[$0] >= 0 }
            let staying = SnapshotDiffer.longestIncreasingRun(surviving.map { oldIndex[$0] })
            for (position, index) in surviving.enumerated() where !staying[position] {
                moved.append((oldIndex[index], index))
            }
        }
    }

    @inlinable
    func diffItems(_ sections: SectionMatch, into changes: inout SnapshotChanges) {
        let oldIndexOfNew = matchItems()
        var oldIsMatched = Array(repeating: false, count: old.items.count)
        for oldIndex in oldIndexOfNew where oldIndex >= 0 { oldIsMatched[oldIndex] = true }
        var section = 0
        for oldIndex in 0..<old.items.count where !oldIsMatched[oldIndex] {
            while old.sectionEnds[section] <= oldIndex { section += 1 }
            if sections.newIndex[section] >= 0 { changes.deletedItems.append(oldPath(oldIndex, section: section)) }
        }
        // Candidates for staying: matched items whose old section is their new section's.
        var staysCandidate = Array(repeating: false, count: new.items.count)
        var deletionsOutOfOrder = false
        for newSection in new.sections.indices {
            let range = new.itemRange(ofSection: newSection)
            let mappedOld = sections.oldIndex[newSection]
            for newIndex in range {
                let oldIndex = oldIndexOfNew[newIndex]
                let newPath = IndexPath(item: newIndex - range.lowerBound, section: newSection)
                if oldIndex < 0 {
                    if mappedOld >= 0 { changes.insertedItems.append(newPath) }
                    continue
                }
                let oldSection = old.section(containingItemAt: oldIndex)
                if mappedOld < 0 {
                    // Into a new section: the section's insertion brings it; it leaves its old one.
                    if sections.newIndex[oldSection] >= 0 {
                        changes.deletedItems.append(oldPath(oldIndex, section: oldSection))
                        deletionsOutOfOrder = true
                    }
                } else if sections.newIndex[oldSection] < 0 {
                    changes.insertedItems.append(newPath)
                } else if oldSection != mappedOld {
                    changes.movedItems.append((oldPath(oldIndex, section: oldSection), newPath))
                } else {
                    staysCandidate[newIndex] = true
                }
            }
        }
        if deletionsOutOfOrder { changes.deletedItems.sort() }
        findMovesWithinSections(sections, oldIndexOfNew, staysCandidate, into: &changes)
    }

    /// For each new item, its index among the old items, or -1 when it is new.
    ///
    /// The two orders are walked side by side: an item that is the next old one matches without
    /// a lookup, so only the items around a change are looked up. A lookup that lands a few
    /// items ahead (the ones between were deleted) carries the walk on from there; one that
    /// lands far away is a move, and the walk stays where it was.
    @inlinable
    func matchItems() -> [Int] {
        let oldItems = old.items.elements, newItems = new.items.elements
        var oldIndexOfNew = Array(repeating: -1, count: newItems.count)
        var cursor = 0
        // Indices rather than `enumerated()`: unspecialized, as a data source's apply runs it,
        // each element of an enumerated generic array costs a tuple metadata lookup.
        // A lookup in the order's index costs O(log n); past a good number of them (a shuffle),
        // one dictionary of the old positions costs less.
        var lookups = 0
        var oldPositions: [ItemIdentifier: Int]?
        for newIndex in newItems.indices {
            let item = newItems[newIndex]
            if cursor < oldItems.count, oldItems[cursor] == item {
                oldIndexOfNew[newIndex] = cursor
                cursor += 1
                continue
            }
            lookups += 1
            if oldPositions == nil, lookups > 1024 + oldItems.count / 16 {
                oldPositions = Dictionary(uniqueKeysWithValues: zip(oldItems, oldItems.indices))
            }
            if let oldIndex = oldPositions.map({ $0[item] }) ?? old.items.index(of: item) {
                oldIndexOfNew[newIndex] = oldIndex
                if oldIndex > cursor, oldIndex - cursor <= Self.resynchronisingDistance { cursor = oldIndex + 1 }
            }
        }
        return oldIndexOfNew
    }

    /// How far ahead a lookup may land for the walk to carry on from there.
    @inlinable
    static var resynchronisingDistance: Int { 32 }

    /// Among the items that stay in their section, the longest run keeping its old order stays
    /// and the others move: the fewest moves that explain the new order. The run is found by
    /// patience sorting, O(k) while items keep their order and O(k log k) at worst.
    @inlinable
    func findMovesWithinSections(_ sections: SectionMatch, _ oldIndexOfNew: [Int], _ staysCandidate: [Bool],
                                 into changes: inout SnapshotChanges) {
        var sameSectionMoves: [(from: IndexPath, to: IndexPath)] = []
        var candidates: [Int] = []
        for newSection in new.sections.indices where sections.oldIndex[newSection] >= 0 {
            let oldSection = sections.oldIndex[newSection]
            let oldRange = old.itemRange(ofSection: oldSection), oldStart = oldRange.lowerBound
            let range = new.itemRange(ofSection: newSection)
            // The shared start and end stay: they hold the section's smallest and largest old
            // indices in order, so some longest run includes them, and only the middle is searched.
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper, staysCandidate[lower], oldIndexOfNew[lower] - oldStart == lower - range.lowerBound { lower += 1 }
            while upper > lower, staysCandidate[upper - 1],
                  oldRange.upperBound - oldIndexOfNew[upper - 1] == range.upperBound - (upper - 1) { upper -= 1 }
            candidates.removeAll(keepingCapacity: true)
            for newIndex in lower..<upper where staysCandidate[newIndex] { candidates.append(newIndex) }
            let staying = Self.longestIncreasingRun(candidates.map { oldIndexOfNew[$0] })
            for (position, newIndex) in candidates.enumerated() where !staying[position] {
                sameSectionMoves.append((IndexPath(item: oldIndexOfNew[newIndex] - oldStart, section: oldSection),
                                         IndexPath(item: newIndex - range.lowerBound, section: newSection)))
            }
        }
        guard !sameSectionMoves.isEmpty else { return }
        changes.movedItems.append(contentsOf: sameSectionMoves)
        changes.movedItems.sort { $0.to < $1.to }
    }

    /// Which elements of `values` (distinct) form a longest strictly increasing subsequence.
    @inlinable
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        // tails[k]: the position of the smallest value ending an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            if let last = tails.last, values[last] > value {
                var low = 0, high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                previous[position] = low > 0 ? tails[low - 1] : -1
                tails[low] = position
            } else {
                previous[position] = tails.last ?? -1
                tails.append(position)
            }
        }
        var inRun = Array(repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            inRun[position] = true
            position = previous[position]
        }
        return inRun
    }

    @inlinable
    func markReloads(_ sections: SectionMatch, into changes: inout SnapshotChanges) {
        for identifier in new.reloadedSections {
            if let index = new.sections.firstIndex(of: identifier), sections.oldIndex[index] >= 0 {
                changes.reloadedSections.append(index)
            }
        }
        changes.reloadedSections.sort()
        changes.reloadedItems = markedPaths(new.reloadedItems.elements)
        changes.reconfiguredItems = markedPaths(new.reconfiguredItems.elements)
    }

    /// Where the marked items that were also in the old snapshot are now, in order.
    @inlinable
    func markedPaths(_ marked: [ItemIdentifier]) -> [IndexPath] {
        marked.compactMap { identifier in
            old.items.contains(identifier) ? new.indexPath(ofItem: identifier) : nil
        }.sorted()
    }

    @inlinable
    func oldPath(_ index: Int, section: Int) -> IndexPath {
        IndexPath(item: index - old.itemRange(ofSection: section).lowerBound, section: section)
    }
}

extension DiffableDataSourceSnapshot {
    /// What changed from `old` to this snapshot: the batch update that turns one into the other.
    /// Reload and reconfigure marks are read from this snapshot. O(changes · log n) from a
    /// snapshot this one was edited from, O(n) in the items from an unrelated one.
    @inlinable
    public func changes(from old: DiffableDataSourceSnapshot) -> SnapshotChanges {
        SnapshotDiffer(old: old, new: self).changes()
    }
}
