extension CollectionBatch {
    /// What is wrong with this batch for data that had `oldCounts` items per section before it
    /// and has `newCounts` after, as UIKit checks an update before it shows it (and stops the app
    /// on failure); nil when the counts add up and every index path is in range.
    func problem(oldCounts: [Int], newCounts: [Int]) -> String? {
        if let problem = sectionProblem(old: oldCounts.count, new: newCounts.count) { return problem }
        return itemProblem(oldCounts: oldCounts, newCounts: newCounts)
    }

    private func sectionProblem(old: Int, new: Int) -> String? {
        for (name, indexes, count, when) in [("delete", Array(deletedSections), old, "before"), ("reload", Array(reloadedSections), old, "before"),
                                             ("move", movedSections.map(\.from), old, "before"), ("insert", Array(insertedSections), new, "after"),
                                             ("move into", movedSections.map(\.to), new, "after")] {
            if let bad = indexes.first(where: { $0 < 0 || $0 >= count }) {
                return "asked to \(name) section \(bad), but there are \(count) sections \(when) the update"
            }
        }
        let leaving = deletedSections.union(IndexSet(movedSections.map(\.from)))
        if let twice = deletedSections.intersection(reloadedSections).first ?? leaving.intersection(reloadedSections).first {
            return "section \(twice) is both reloaded and deleted or moved in one update"
        }
        if Set(movedSections.map(\.from)).count < movedSections.count || Set(movedSections.map(\.to)).count < movedSections.count
            || !deletedSections.intersection(IndexSet(movedSections.map(\.from))).isEmpty {
            return "a section is moved twice, or moved and deleted, in one update"
        }
        guard new == old - deletedSections.count + insertedSections.count else {
            return "there are \(new) sections after the update, but there were \(old) before with \(insertedSections.count) inserted and \(deletedSections.count) deleted"
        }
        return nil
    }

    private func itemProblem(oldCounts: [Int], newCounts: [Int]) -> String? {
        func inRange(_ path: IndexPath, _ counts: [Int]) -> Bool {
            counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
        }
        for (name, paths, counts, when) in [("delete", Array(deletedItems), oldCounts, "before"), ("reload", Array(reloadedItems), oldCounts, "before"),
                                            ("reconfigure", Array(reconfiguredItems), oldCounts, "before"),
                                            ("move", movedItems.map(\.from), oldCounts, "before"), ("insert", Array(insertedItems), newCounts, "after"),
                                            ("move into", movedItems.map(\.to), newCounts, "after")] {
            if let bad = paths.sorted().first(where: { !inRange($0, counts) }) {
                let items = counts.indices.contains(bad.section) ? "\(counts[bad.section]) items" : "no such section"
                return "asked to \(name) item \(bad.item) of section \(bad.section), but that section has \(items) \(when) the update"
            }
        }
        let movedFrom = Set(movedItems.map(\.from))
        if movedFrom.count < movedItems.count || Set(movedItems.map(\.to)).count < movedItems.count {
            return "an item is moved twice, or two items to one place, in one update"
        }
        if let twice = deletedItems.intersection(movedFrom).union(reloadedItems.intersection(deletedItems.union(movedFrom))).min() {
            return "item \(twice.item) of section \(twice.section) is deleted, moved or reloaded more than once in one update"
        }
        return countProblem(oldCounts: oldCounts, newCounts: newCounts)
    }

    /// Each section that was there before must have its old count, less what left, plus what came.
    private func countProblem(oldCounts: [Int], newCounts: [Int]) -> String? {
        let mapping = BatchMapping(self)
        var inserted: [Int: Int] = [:], deleted: [Int: Int] = [:], movedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:]
        for path in insertedItems { inserted[path.section, default: 0] += 1 }
        for path in deletedItems { deleted[path.section, default: 0] += 1 }
        for move in movedItems where mapping.newSectionIndex(move.from.section) != move.to.section {
            movedIn[move.to.section, default: 0] += 1
            movedOut[move.from.section, default: 0] += 1
        }
        for new in newCounts.indices {
            guard let old = mapping.oldSectionIndex(new), !reloadedSections.contains(old) else { continue }
            let came = inserted[new] ?? 0, left = deleted[old] ?? 0, into = movedIn[new] ?? 0, out = movedOut[old] ?? 0
            guard newCounts[new] == oldCounts[old] + came - left + into - out else {
                return "section \(new) has \(newCounts[new]) items after the update, but had \(oldCounts[old]) before with \(came) inserted, \(left) deleted, \(into) moved in and \(out) moved out"
            }
        }
        return nil
    }
}
