import OrderedCollections
import CollectionLayout

extension SnapshotDiffer {
    /// The alignment of the two snapshots' orders when they share enough chunks for it to beat
    /// reading every item: two snapshots a few edits apart.
    @inlinable
    func sharedChunkAlignment() -> OrderAlignment? {
        let size = Swift.max(old.items.count, new.items.count)
        return OrderAlignment(old: old.items, new: new.items, lookupLimit: 1024 + size / 64, nodeLimit: 64 + size / 8192)
    }

    /// The item changes ``diffItems(_:into:)`` finds, found from runs of items instead of items:
    /// a run the two orders share is handled in one step (its items all stay, all move, or, in
    /// the search for the longest run of items keeping their order, stay up to some point), so
    /// the cost follows the number of runs, O(changes), and the changes themselves.
    @inlinable
    func diffItems(_ sections: SectionMatch, _ alignment: OrderAlignment, into changes: inout SnapshotChanges) {
        for oldIndex in alignment.deletedOld {
            let section = old.section(containingItemAt: oldIndex)
            if sections.newIndex[section] >= 0 { changes.deletedItems.append(oldPath(oldIndex, section: section)) }
        }
        // Candidates for staying, per new section: runs whose old section is their new section's.
        var staysCandidate: [[(new: Int, old: Int, count: Int)]] = Array(repeating: [], count: new.sections.count)
        var newSection = 0
        for run in Self.joined(alignment.runs) {
            var newStart = run.new, oldStart = run.old, remaining = run.count
            while remaining > 0 {
                while new.sectionEnds[newSection] <= newStart { newSection += 1 }
                var length = Swift.min(remaining, new.sectionEnds[newSection] - newStart)
                let newFirst = new.itemRange(ofSection: newSection).lowerBound
                let mappedOld = sections.oldIndex[newSection]
                if oldStart < 0 {
                    if mappedOld >= 0 { changes.insertedItems.append(IndexPath(item: newStart - newFirst, section: newSection)) }
                } else {
                    let oldSection = old.section(containingItemAt: oldStart)
                    length = Swift.min(length, old.sectionEnds[oldSection] - oldStart)
                    let newPaths = (newStart..<newStart + length).lazy.map { IndexPath(item: $0 - newFirst, section: newSection) }
                    let oldPaths = (oldStart..<oldStart + length).lazy.map { self.oldPath($0, section: oldSection) }
                    if mappedOld < 0 {
                        // Into a new section: the section's insertion brings them; they leave their old one.
                        if sections.newIndex[oldSection] >= 0 { changes.deletedItems.append(contentsOf: oldPaths) }
                    } else if sections.newIndex[oldSection] < 0 {
                        changes.insertedItems.append(contentsOf: newPaths)
                    } else if oldSection != mappedOld {
                        changes.movedItems.append(contentsOf: zip(oldPaths, newPaths).map { ($0, $1) })
                    } else {
                        staysCandidate[newSection].append((newStart, oldStart, length))
                    }
                    oldStart += length
                }
                newStart += length
                remaining -= length
            }
        }
        for newSection in staysCandidate.indices where !staysCandidate[newSection].isEmpty {
            let runs = staysCandidate[newSection], staying = Self.stayingCounts(ofRuns: runs)
            let oldSection = sections.oldIndex[newSection], newFirst = new.itemRange(ofSection: newSection).lowerBound
            for (run, stays) in zip(runs, staying) where stays < run.count {
                for offset in stays..<run.count {
                    changes.movedItems.append((oldPath(run.old + offset, section: oldSection),
                                               IndexPath(item: run.new + offset - newFirst, section: newSection)))
                }
            }
        }
        changes.deletedItems.sort()
        changes.insertedItems.sort()
        changes.movedItems.sort { $0.to < $1.to }
    }

    /// `runs` in new order, neighbours that continue each other in both orders joined.
    @inlinable
    static func joined(_ runs: [(new: Int, old: Int, count: Int)]) -> [(new: Int, old: Int, count: Int)] {
        var joined: [(new: Int, old: Int, count: Int)] = []
        joined.reserveCapacity(runs.count)
        for run in runs.sorted(by: { $0.new < $1.new }) {
            if let last = joined.last, last.old >= 0, run.old == last.old + last.count, run.new == last.new + last.count {
                joined[joined.count - 1].count += run.count
            } else {
                joined.append(run)
            }
        }
        return joined
    }

    /// For each run (in new order, each holding consecutive old indices), how many of its first
    /// items stay: the items ``longestIncreasingRun(_:)`` keeps, when given every item of the runs.
    ///
    /// Items of a run have consecutive old indices, so no other item's old index falls between
    /// two of them, and the longest increasing run ending at the run's k-th item is k longer than
    /// the one ending at its first: lengths are worked out per run, with a Fenwick tree of the
    /// longest run ending below each old index, in O(runs log runs). The patience sort that
    /// ``longestIncreasingRun(_:)`` does keeps, of the longest runs, the one that ends at the
    /// last item of greatest length and goes back each time to the latest earlier item one
    /// shorter; the same walk here enters a run at that item and keeps it from there to its start.
    @inlinable
    static func stayingCounts(ofRuns runs: [(new: Int, old: Int, count: Int)]) -> [Int] {
        let count = runs.count
        var staying = Array(repeating: 0, count: count)
        guard count > 0 else { return staying }
        var rank = Array(repeating: 0, count: count)
        for (position, run) in runs.indices.sorted(by: { runs[$0].old < runs[$1].old }).enumerated() { rank[run] = position }
        var longestBelow = Array(repeating: 0, count: count + 1)
        var lengthAtStart = Array(repeating: 0, count: count), lengthAtEnd = Array(repeating: 0, count: count)
        for run in runs.indices {
            var longest = 0, node = rank[run]
            while node > 0 {
                longest = Swift.max(longest, longestBelow[node])
                node &= node - 1
            }
            lengthAtStart[run] = longest + 1
            lengthAtEnd[run] = longest + runs[run].count
            node = rank[run] + 1
            while node <= count {
                longestBelow[node] = Swift.max(longestBelow[node], lengthAtEnd[run])
                node += node & -node
            }
        }
        let longest = lengthAtEnd.max()!
        var run = count - 1
        while lengthAtEnd[run] != longest { run -= 1 }
        var length = longest
        while true {
            staying[run] = length - lengthAtStart[run] + 1
            let before = lengthAtStart[run] - 1
            if before == 0 { break }
            run -= 1
            while !(lengthAtStart[run] <= before && before <= lengthAtEnd[run]) { run -= 1 }
            length = before
        }
        return staying
    }
}
