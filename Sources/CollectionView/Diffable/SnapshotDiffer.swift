import CollectionLayout

/// The changes from one snapshot to another in O(n) (plus O(log sections) per matched item):
/// identifiers are unique, so each new item finds its old place with one lookup, and moves are
/// told apart from shifts by walking the old order alongside the new, as Heckel's algorithm
/// does in IGListKit and DifferenceKit. A matched item is a move only when it is not the next
/// old item still in place; items that merely shift, because others came or went, are not.
///
/// The move set is small but not always the smallest: one item taken from the front to the end
/// of a section makes the items it passed count as moved (each is correct, the animation the same).
struct SnapshotDiffer<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable> {
    typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>

    let old: Snapshot
    let new: Snapshot

    func changes() -> SnapshotChanges {
        var changes = SnapshotChanges()
        let sections = SectionMatch(old: old, new: new)
        if old != new {
            changes.insertedSections = sections.inserted
            changes.deletedSections = sections.deleted
            changes.movedSections = sections.moved
            diffItems(sections, into: &changes)
        }
        markReloads(sections, into: &changes)
        return changes
    }

    /// Which old section each new one is, and which sections came, went or moved.
    struct SectionMatch {
        /// For each new section, its old index, or -1 when it is new.
        var oldIndex: [Int]
        /// For each old section, its new index, or -1 when it is gone.
        var newIndex: [Int]
        var inserted: [Int] = []
        var deleted: [Int] = []
        var moved: [(from: Int, to: Int)] = []

        init(old: Snapshot, new: Snapshot) {
            oldIndex = new.sections.map { old.sections.firstIndex(of: $0) ?? -1 }
            newIndex = Array(repeating: -1, count: old.sections.count)
            for (index, old) in oldIndex.enumerated() {
                if old >= 0 { newIndex[old] = index } else { inserted.append(index) }
            }
            var settled = newIndex.map { $0 < 0 }
            for (index, gone) in settled.enumerated() where gone { deleted.append(index) }
            var next = 0
            for (index, old) in oldIndex.enumerated() where old >= 0 {
                while next < settled.count, settled[next] { next += 1 }
                if old == next {
                    next += 1
                } else {
                    moved.append((old, index))
                    settled[old] = true
                }
            }
        }
    }

    private func diffItems(_ sections: SectionMatch, into changes: inout SnapshotChanges) {
        let oldIndexOfNew = matchItems()
        var oldIsMatched = Array(repeating: false, count: old.items.count)
        for oldIndex in oldIndexOfNew where oldIndex >= 0 { oldIsMatched[oldIndex] = true }
        // Old items no longer in place: gone, or moving to another section, or moved already.
        var settled = oldIsMatched.map { !$0 }
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
                    settled[oldIndex] = true
                } else if sections.newIndex[oldSection] < 0 {
                    changes.insertedItems.append(newPath)
                } else if oldSection != mappedOld {
                    changes.movedItems.append((oldPath(oldIndex, section: oldSection), newPath))
                    settled[oldIndex] = true
                } else {
                    staysCandidate[newIndex] = true
                }
            }
        }
        if deletionsOutOfOrder { changes.deletedItems.sort() }
        findMovesWithinSections(sections, oldIndexOfNew, staysCandidate, &settled, into: &changes)
    }

    /// For each new item, its index among the old items, or -1 when it is new. The shared
    /// start and end of the two orders match without a lookup.
    private func matchItems() -> [Int] {
        let oldItems = old.items.elements, newItems = new.items.elements
        var oldIndexOfNew = Array(repeating: -1, count: newItems.count)
        let shorter = min(oldItems.count, newItems.count)
        var prefix = 0
        while prefix < shorter, oldItems[prefix] == newItems[prefix] {
            oldIndexOfNew[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix, oldItems[oldItems.count - 1 - suffix] == newItems[newItems.count - 1 - suffix] {
            oldIndexOfNew[newItems.count - 1 - suffix] = oldItems.count - 1 - suffix
            suffix += 1
        }
        for newIndex in prefix..<(newItems.count - suffix) {
            oldIndexOfNew[newIndex] = old.items.firstIndex(of: newItems[newIndex]) ?? -1
        }
        return oldIndexOfNew
    }

    private func findMovesWithinSections(_ sections: SectionMatch, _ oldIndexOfNew: [Int], _ staysCandidate: [Bool],
                                         _ settled: inout [Bool], into changes: inout SnapshotChanges) {
        var sameSectionMoves: [(from: IndexPath, to: IndexPath)] = []
        for newSection in new.sections.indices where sections.oldIndex[newSection] >= 0 {
            let oldSection = sections.oldIndex[newSection]
            let oldRange = old.itemRange(ofSection: oldSection)
            let range = new.itemRange(ofSection: newSection)
            var next = oldRange.lowerBound
            for newIndex in range where staysCandidate[newIndex] {
                let oldIndex = oldIndexOfNew[newIndex]
                while next < oldRange.upperBound, settled[next] { next += 1 }
                if oldIndex == next {
                    next += 1
                } else {
                    settled[oldIndex] = true
                    sameSectionMoves.append((IndexPath(item: oldIndex - oldRange.lowerBound, section: oldSection),
                                             IndexPath(item: newIndex - range.lowerBound, section: newSection)))
                }
            }
        }
        guard !sameSectionMoves.isEmpty else { return }
        changes.movedItems.append(contentsOf: sameSectionMoves)
        changes.movedItems.sort { $0.to < $1.to }
    }

    private func markReloads(_ sections: SectionMatch, into changes: inout SnapshotChanges) {
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
    private func markedPaths(_ marked: [ItemIdentifier]) -> [IndexPath] {
        marked.compactMap { identifier in
            old.items.contains(identifier) ? new.indexPath(ofItem: identifier) : nil
        }.sorted()
    }

    private func oldPath(_ index: Int, section: Int) -> IndexPath {
        IndexPath(item: index - old.itemRange(ofSection: section).lowerBound, section: section)
    }
}

extension DiffableDataSourceSnapshot {
    /// What changed from `old` to this snapshot: the batch update that turns one into the other.
    /// Reload and reconfigure marks are read from this snapshot. O(n) in the items.
    public func changes(from old: DiffableDataSourceSnapshot) -> SnapshotChanges {
        SnapshotDiffer(old: old, new: self).changes()
    }
}
