@testable import CollectionView
import Testing
import TestSupport

/// The diff that skips the chunks two snapshots share gives what reading every item gives.
@Suite struct SharedChunkDiffTests {
    typealias Numbered = SnapshotModel.Numbered

    func expectSameChanges(_ old: Numbered, _ new: Numbered, _ name: String = "", mustShare: Bool = true,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let differ = SnapshotDiffer(old: old, new: new)
        if mustShare { #expect(differ.sharedChunkAlignment() != nil, "\(name): unshared", sourceLocation: sourceLocation) }
        let shared = differ.changes(), read = differ.changes(readingSharedChunks: false)
        #expect(shared == read, "\(shared) against \(read)", sourceLocation: sourceLocation)
    }

    @Test("random edits give the changes of reading every item", arguments: [11, 12, 13, 14, 15, 16])
    func randomEditsGiveTheChangesOfReadingEveryItem(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var model = SnapshotModel(), snapshot = Numbered()
        model.sections = [0, 1, 2]
        model.items = [Array(0..<5000), Array(5000..<12_000), Array(12_000..<12_500)]
        model.nextItem = 12_500
        model.nextSection = 3
        snapshot.appendSections([0, 1, 2])
        for (section, items) in model.items.enumerated() { snapshot.appendItems(items, toSection: section) }
        var shared = 0
        for _ in 0..<150 {
            let old = snapshot
            for _ in 0..<Int.random(in: 1...6, using: &random) { model.edit(&snapshot, using: &random, largest: 20) }
            expectSameChanges(old, snapshot, mustShare: false)
            if SnapshotDiffer(old: old, new: snapshot).sharedChunkAlignment() != nil { shared += 1 }
        }
        // Section edits copy many chunks at once and are read whole; the rest are found from chunks.
        #expect(shared > 100)
    }

    @Test("one edit at many items is found from the shared chunks") func oneEditAtManyItemsIsFoundFromTheSharedChunks() {
        var snapshot = Numbered()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<40_000), toSection: 0)
        snapshot.appendItems(Array(40_000..<100_000), toSection: 1)
        var edits: [(String, (inout Numbered) -> Void)] = [
            ("insert", { $0.insertItems([-1], beforeItem: 77_777) }),
            ("delete", { $0.deleteItems([12_345]) }),
            ("move far within a section", { $0.moveItem(10, afterItem: 39_000) }),
            ("move to the neighbour's place", { $0.moveItem(501, beforeItem: 500) }),
            ("move across sections", { $0.moveItem(3, beforeItem: 99_000) }),
            ("swap", { $0.moveItem(70_000, afterItem: 70_001) }),
            ("reload", { $0.reloadItems([5]) }),
            ("append", { $0.appendItems(Array(200_000..<200_100), toSection: 0) }),
        ]
        let single = edits
        edits.append(("several at once", { snapshot in
            for edit in single { edit.1(&snapshot) }
        }))
        for (name, edit) in edits {
            var new = snapshot
            edit(&new)
            let changes = new.changes(from: snapshot)
            #expect(!changes.isEmpty, "\(name)")
            expectSameChanges(snapshot, new, name)
        }
        expectSameChanges(snapshot, snapshot)
        #expect(snapshot.changes(from: snapshot).isEmpty)
    }

    @Test("a move within A section keeps the others in place") func aMoveWithinASectionKeepsTheOthersInPlace() {
        var old = Numbered()
        old.appendSections([0])
        old.appendItems(Array(0..<20_000))
        var new = old
        new.moveItem(100, afterItem: 15_000)
        let changes = new.changes(from: old)
        #expect(changes.movedItems.count == 1)
        #expect(changes.movedItems.first?.from == IndexPath(item: 100, section: 0))
        #expect(changes.movedItems.first?.to == IndexPath(item: 15_000, section: 0))
        #expect(changes.insertedItems.isEmpty && changes.deletedItems.isEmpty)
    }

    @Test("staying runs are the items the longest increasing run keeps", arguments: [21, 22, 23, 24, 25])
    func stayingRunsAreTheItemsTheLongestIncreasingRunKeeps(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            // Runs of consecutive values, shuffled a little.
            var runs: [(new: Int, old: Int, count: Int)] = []
            var value = 0
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let count = Int.random(in: 1...5, using: &random)
                runs.append((0, value, count))
                value += count + Int.random(in: 0...2, using: &random)
            }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let from = Int.random(in: 0..<runs.count, using: &random), to = Int.random(in: 0..<runs.count, using: &random)
                runs.insert(runs.remove(at: from), at: to)
            }
            let values = runs.flatMap { $0.old..<$0.old + $0.count }
            let kept = SnapshotDiffer<Int, Int>.longestIncreasingRun(values)
            var expected: [Int] = [], position = 0
            for run in runs {
                let flags = kept[position..<position + run.count]
                position += run.count
                let staying = flags.prefix { $0 }.count
                #expect(flags.dropFirst(staying).allSatisfy { !$0 }, "kept items of a run are not its first ones")
                expected.append(staying)
            }
            #expect(SnapshotDiffer<Int, Int>.stayingCounts(ofRuns: runs) == expected, "\(runs)")
        }
    }
}
