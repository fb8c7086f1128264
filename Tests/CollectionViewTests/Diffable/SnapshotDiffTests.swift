import CollectionLayout
import CollectionView
import Testing
import TestSupport

@Suite struct SnapshotDiffTests {
    func contentsByName(_ snapshot: Snapshot) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
    }

    @Test("equal snapshots have no changes but their marks") func equalSnapshotsHaveNoChangesButTheirMarks() {
        var new = sampleSnapshot()
        #expect(new.changes(from: sampleSnapshot()).isEmpty)
        new.reloadItems([5, 2])
        new.reconfigureItems([4])
        new.reloadSections(["c"])
        let changes = new.changes(from: sampleSnapshot())
        #expect(changes.reloadedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 2)])
        #expect(changes.reconfiguredItems == [IndexPath(item: 0, section: 2)])
        #expect(changes.reloadedSections == [2])
        #expect(changes.insertedItems.isEmpty && changes.movedItems.isEmpty && changes.deletedItems.isEmpty)
    }

    @Test("shifts are not moves") func shiftsAreNotMoves() {
        var new = sampleSnapshot()
        new.insertItems([9], beforeItem: 1)
        new.deleteItems([4])
        let changes = new.changes(from: sampleSnapshot())
        #expect(changes.insertedItems == [IndexPath(item: 0, section: 0)])
        #expect(changes.deletedItems == [IndexPath(item: 0, section: 2)])
        #expect(changes.movedItems.isEmpty)
    }

    @Test("one item to the front is one move") func oneItemToTheFrontIsOneMove() {
        var new = sampleSnapshot()
        new.moveItem(3, beforeItem: 1)
        let changes = new.changes(from: sampleSnapshot())
        #expect(changes.movedItems.count == 1)
        #expect(changes.movedItems.first?.from == IndexPath(item: 2, section: 0))
        #expect(changes.movedItems.first?.to == IndexPath(item: 0, section: 0))
    }

    @Test("one item to the end is one move too") func oneItemToTheEndIsOneMoveToo() {
        var old = Snapshot()
        old.appendSections(["a"])
        old.appendItems(Array(0..<100))
        var new = old
        new.moveItem(0, afterItem: 99)
        new.moveItem(50, beforeItem: 10)
        let changes = new.changes(from: old)
        #expect(changes.movedItems.map(\.from) == [IndexPath(item: 50, section: 0), IndexPath(item: 0, section: 0)])
        #expect(changes.movedItems.map(\.to) == [IndexPath(item: 9, section: 0), IndexPath(item: 99, section: 0)])
    }

    @Test("sections come go and move with their items") func sectionsComeGoAndMoveWithTheirItems() {
        var new = sampleSnapshot()
        new.deleteSections(["b"])
        new.moveSection("c", beforeSection: "a")
        new.insertSections(["n"], afterSection: "a")
        new.appendItems([1], toSection: "n")
        let changes = new.changes(from: sampleSnapshot())
        #expect(changes.deletedSections == [1])
        #expect(changes.insertedSections == [2])
        #expect(changes.movedSections.count == 1)
        #expect(changes.movedSections.first?.from == 2)
        #expect(changes.movedSections.first?.to == 0)
        // Item 1 leaves "a" for the new section, which brings it: a deletion, no insertion.
        #expect(changes.deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(changes.insertedItems.isEmpty)
        #expect(changes.movedItems.isEmpty)
    }

    @Test("the replay notices an update that leaves something out") func theReplayNoticesAnUpdateThatLeavesSomethingOut() {
        var new = sampleSnapshot()
        new.moveItem(3, beforeItem: 1)
        var changes = new.changes(from: sampleSnapshot())
        #expect((try? BatchUpdateReplay(old: sampleSnapshot(), new: new).replay(changes).get()) == contentsByName(new))
        changes.movedItems = []
        #expect((try? BatchUpdateReplay(old: sampleSnapshot(), new: new).replay(changes).get()) != contentsByName(new))
    }

    /// Random edits of random snapshots: the update the diff gives, replayed on the old
    /// contents, is the new contents, and its insertions and deletions are exactly the
    /// identifiers that came and went.
    @Test("the diff replays to the new snapshot", arguments: 0..<300)
    func theDiffReplaysToTheNewSnapshot(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        var old = Snapshot()
        let sectionNames = (0..<8).map { "s\($0)" }
        old.appendSections(Array(sectionNames.prefix(Int.random(in: 1...6, using: &random))))
        var next = 0
        for section in old.sectionIdentifiers {
            let count = Int.random(in: 0...30, using: &random)
            old.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        var new = old
        for _ in 0..<Int.random(in: 0...25, using: &random) {
            randomEdit(&new, next: &next, names: sectionNames, using: &random)
        }
        let changes = new.changes(from: old)
        let replayed = BatchUpdateReplay(old: old, new: new).replay(changes)
        #expect(try replayed.get() == contentsByName(new))
        // Items that survive in a surviving section are never both deleted and inserted.
        let survivors = Set(old.itemIdentifiers).intersection(new.itemIdentifiers)
        let insertedIdentifiers = changes.insertedItems.compactMap { new.itemIdentifier(at: $0) }
        let naiveInserted = Set(new.itemIdentifiers).subtracting(old.itemIdentifiers)
        #expect(Set(insertedIdentifiers).isSubset(of: naiveInserted.union(survivors)))
        #expect(Set(changes.deletedItems.compactMap { old.itemIdentifier(at: $0) }).count == changes.deletedItems.count)
        #expect(changes.deletedItems == changes.deletedItems.sorted())
        #expect(changes.insertedItems == changes.insertedItems.sorted())
    }

    func randomEdit(_ snapshot: inout Snapshot, next: inout Int, names: [String], using random: inout SplitMix64) {
        let items = snapshot.itemIdentifiers, sections = snapshot.sectionIdentifiers
        switch Int.random(in: 0..<9, using: &random) {
        case 0 where !sections.isEmpty:
            let count = Int.random(in: 1...4, using: &random)
            snapshot.appendItems(Array(next..<next + count), toSection: sections.randomElement(using: &random))
            next += count
        case 1 where !items.isEmpty:
            snapshot.insertItems([next], beforeItem: items.randomElement(using: &random)!)
            next += 1
        case 2 where !items.isEmpty:
            snapshot.deleteItems([items.randomElement(using: &random)!, items.randomElement(using: &random)!])
        case 3 where items.count > 1:
            let (a, b) = (items.randomElement(using: &random)!, items.randomElement(using: &random)!)
            if a != b { snapshot.moveItem(a, afterItem: b) }
        case 4 where sections.count > 1:
            let (a, b) = (sections.randomElement(using: &random)!, sections.randomElement(using: &random)!)
            if a != b { snapshot.moveSection(a, beforeSection: b) }
        case 5 where sections.count > 1:
            snapshot.deleteSections([sections.randomElement(using: &random)!])
        case 6:
            if let name = names.first(where: { !sections.contains($0) }) {
                if let after = sections.randomElement(using: &random) { snapshot.insertSections([name], afterSection: after) }
                else { snapshot.appendSections([name]) }
            }
        case 7 where !items.isEmpty && !sections.isEmpty:
            snapshot.appendItems([items.randomElement(using: &random)!], toSection: sections.randomElement(using: &random))
        default:
            if !items.isEmpty { snapshot.reloadItems([items.randomElement(using: &random)!]) }
        }
    }

    @Test("a hundred thousand items with one percent changed diff and replay") func aHundredThousandItemsWithOnePercentChangedDiffAndReplay() throws {
        var random = SplitMix64(seed: 7)
        var old = DiffableDataSourceSnapshot<String, Int>()
        old.appendSections(["all"])
        old.appendItems(Array(0..<100_000))
        var new = old
        let changed = (0..<1000).map { _ in Int.random(in: 0..<100_000, using: &random) }
        new.deleteItems(Array(changed.prefix(500)))
        new.appendItems(Array(2_000_000..<2_000_500))
        let changes = new.changes(from: old)
        #expect(changes.insertedItems.count == 500)
        #expect(changes.deletedItems.count == Set(changed.prefix(500)).count)
        #expect(changes.movedItems.isEmpty)
        #expect(try BatchUpdateReplay(old: old, new: new).replay(changes).get() == ["all": new.itemIdentifiers])
    }
}
