@testable import CollectionView
import TestSupport

/// A snapshot's contents as plain arrays, edited alongside a snapshot by random edits, so the
/// snapshot's chunked storage can be checked against the obvious one.
struct SnapshotModel {
    typealias Numbered = DiffableDataSourceSnapshot<Int, Int>

    var sections: [Int] = []
    var items: [[Int]] = []
    var nextItem = 0
    var nextSection = 0

    var allItems: [Int] { items.flatMap { $0 } }

    /// A random edit of both `snapshot` and the model; items come in runs of 1 to `largest`.
    mutating func edit(_ snapshot: inout Numbered, using random: inout SplitMix64, largest: Int = 80) {
        let all = allItems
        func someItem() -> Int? { all.isEmpty ? nil : all[Int.random(in: 0..<all.count, using: &random)] }
        func newItems() -> [Int] {
            let count = Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 1...largest, using: &random) : Int.random(in: 1...3, using: &random)
            defer { nextItem += count }
            return Array(nextItem..<nextItem + count)
        }
        func place(of item: Int) -> (section: Int, index: Int) {
            let section = items.firstIndex { $0.contains(item) }!
            return (section, items[section].firstIndex(of: item)!)
        }
        func remove(_ removed: Set<Int>) {
            for section in items.indices { items[section].removeAll { removed.contains($0) } }
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<4 where sections.count < 6:
            sections.append(nextSection)
            items.append([])
            snapshot.appendSections([nextSection])
            nextSection += 1
        case 4..<6 where sections.count > 1:
            let section = Int.random(in: 0..<sections.count, using: &random)
            snapshot.deleteSections([sections[section]])
            sections.remove(at: section)
            items.remove(at: section)
        case 6..<8 where sections.count > 1:
            let from = Int.random(in: 0..<sections.count, using: &random), to = Int.random(in: 0..<sections.count, using: &random)
            guard from != to else { return }
            snapshot.moveSection(sections[from], beforeSection: sections[to])
            let moved = (sections.remove(at: from), items.remove(at: from))
            let destination = to > from ? to - 1 : to
            sections.insert(moved.0, at: destination)
            items.insert(moved.1, at: destination)
        case 8..<30 where !sections.isEmpty:
            let section = Int.random(in: 0..<sections.count, using: &random), added = newItems()
            snapshot.appendItems(added, toSection: sections[section])
            items[section] += added
        case 30..<50:
            guard let anchor = someItem() else { return }
            let added = newItems(), after = Bool.random(using: &random)
            if after { snapshot.insertItems(added, afterItem: anchor) } else { snapshot.insertItems(added, beforeItem: anchor) }
            let place = place(of: anchor)
            items[place.section].insert(contentsOf: added, at: place.index + (after ? 1 : 0))
        case 50..<70:
            var doomed = Set<Int>()
            let count = Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 1...largest, using: &random) : 1
            for _ in 0..<count { if let item = someItem() { doomed.insert(item) } }
            snapshot.deleteItems(Array(doomed) + [-1])
            remove(doomed)
        case 70..<90:
            guard let item = someItem(), let anchor = someItem(), item != anchor else { return }
            let after = Bool.random(using: &random)
            if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
            remove([item])
            let place = place(of: anchor)
            items[place.section].insert(item, at: place.index + (after ? 1 : 0))
        case 90..<95 where !sections.isEmpty:
            // Items already there move to the end of a section, new ones join them.
            var moving: [Int] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) { if let item = someItem(), !moving.contains(item) { moving.append(item) } }
            moving += newItems()
            let section = Int.random(in: 0..<sections.count, using: &random)
            snapshot.appendItems(moving, toSection: sections[section])
            remove(Set(moving))
            items[section] += moving
        default:
            if let item = someItem() {
                if Bool.random(using: &random) { snapshot.reloadItems([item]) } else { snapshot.reconfigureItems([item]) }
            }
        }
    }
}
