import CollectionLayout
import CollectionView
import Testing

typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// Sections "a" [1, 2, 3], "b" [], "c" [4, 5].
func sampleSnapshot() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])
    return snapshot
}

/// The contents as `section: items` lines, to compare with a table.
func contents(_ snapshot: Snapshot) -> [String] {
    snapshot.sectionIdentifiers.map { "\($0): \(snapshot.itemIdentifiers(inSection: $0).map(String.init).joined(separator: " "))" }
}

@Suite struct SnapshotReadingTests {
    @Test("an empty snapshot") func anEmptySnapshot() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.sectionIdentifiers == [])
        #expect(snapshot.itemIdentifiers == [])
        #expect(snapshot.itemCounts == [])
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    }

    @Test("reading answers as UIKit documents it") func readingAnswersAsUIKitDocumentsIt() {
        let snapshot = sampleSnapshot()
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "a") == 3)
        #expect(snapshot.numberOfItems(inSection: "b") == 0)
        #expect(snapshot.itemIdentifiers(inSection: "c") == [4, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "c")
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "a")
        // Counted across sections, as UIKit's indexOfItem is.
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfSection("c") == 2)
        #expect(snapshot.indexOfSection("z") == nil)
        #expect(snapshot.itemCounts == [3, 0, 2])
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 1, section: 2)) == 5)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 3)) == nil)
        #expect(snapshot.indexPath(ofItem: 5) == IndexPath(item: 1, section: 2))
        #expect(snapshot.indexPath(ofItem: 9) == nil)
    }

    @Test("sections and items may share an identifier") func sectionsAndItemsMayShareAnIdentifier() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([1])
        snapshot.appendItems([1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == 1)
    }

    @Test("equality ignores reload marks") func equalityIgnoresReloadMarks() {
        var marked = sampleSnapshot()
        marked.reloadItems([2])
        marked.reconfigureItems([4])
        marked.reloadSections(["b"])
        #expect(marked == sampleSnapshot())
        var moved = sampleSnapshot()
        moved.moveItem(3, beforeItem: 4)
        #expect(moved != sampleSnapshot())
        // The same items split differently between sections are a different snapshot.
        var split = Snapshot()
        split.appendSections(["a", "b", "c"])
        split.appendItems([1, 2], toSection: "a")
        split.appendItems([3], toSection: "b")
        split.appendItems([4, 5], toSection: "c")
        #expect(split != sampleSnapshot())
    }

    @Test("a million identifiers append and answer at once") func aMillionIdentifiersAppendAndAnswerAtOnce() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<1000))
        for section in 0..<1000 { snapshot.appendItems(Array(section * 1000..<(section + 1) * 1000), toSection: section) }
        #expect(snapshot.numberOfItems == 1_000_000)
        #expect(snapshot.indexPath(ofItem: 765_432) == IndexPath(item: 432, section: 765))
        #expect(snapshot.sectionIdentifier(containingItem: 999_999) == 999)
    }
}
