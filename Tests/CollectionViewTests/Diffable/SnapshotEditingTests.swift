import CollectionView
import Testing

/// Each edit against what UIKit's documentation and behaviour give, from the sample
/// "a" [1, 2, 3], "b" [], "c" [4, 5].
@Suite struct SnapshotEditingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let edit: @Sendable (inout Snapshot) -> Void
        let expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "appendSections", edit: { $0.appendSections(["d"]) }, expected: ["a: 1 2 3", "b: ", "c: 4 5", "d: "]),
        Case(name: "insertSections before", edit: { $0.insertSections(["x", "y"], beforeSection: "a") },
             expected: ["x: ", "y: ", "a: 1 2 3", "b: ", "c: 4 5"]),
        Case(name: "insertSections after", edit: { $0.insertSections(["x"], afterSection: "b") },
             expected: ["a: 1 2 3", "b: ", "x: ", "c: 4 5"]),
        Case(name: "deleteSections, unknown ignored", edit: { $0.deleteSections(["a", "zz"]) }, expected: ["b: ", "c: 4 5"]),
        Case(name: "moveSection before", edit: { $0.moveSection("c", beforeSection: "a") },
             expected: ["c: 4 5", "a: 1 2 3", "b: "]),
        Case(name: "moveSection after", edit: { $0.moveSection("a", afterSection: "c") },
             expected: ["b: ", "c: 4 5", "a: 1 2 3"]),
        Case(name: "appendItems to the last section", edit: { $0.appendItems([6]) }, expected: ["a: 1 2 3", "b: ", "c: 4 5 6"]),
        Case(name: "appendItems to a named section", edit: { $0.appendItems([6, 7], toSection: "b") },
             expected: ["a: 1 2 3", "b: 6 7", "c: 4 5"]),
        Case(name: "appendItems moves an item already there", edit: { $0.appendItems([1, 8], toSection: "b") },
             expected: ["a: 2 3", "b: 1 8", "c: 4 5"]),
        Case(name: "insertItems before", edit: { $0.insertItems([9, 10], beforeItem: 4) }, expected: ["a: 1 2 3", "b: ", "c: 9 10 4 5"]),
        Case(name: "insertItems after", edit: { $0.insertItems([9], afterItem: 3) }, expected: ["a: 1 2 3 9", "b: ", "c: 4 5"]),
        Case(name: "insertItems moves an item already there", edit: { $0.insertItems([5], beforeItem: 1) },
             expected: ["a: 5 1 2 3", "b: ", "c: 4"]),
        Case(name: "insertItems of many", edit: { $0.insertItems(Array(100..<140), afterItem: 1) },
             expected: ["a: 1 " + (100..<140).map(String.init).joined(separator: " ") + " 2 3", "b: ", "c: 4 5"]),
        Case(name: "deleteItems, unknown ignored", edit: { $0.deleteItems([2, 5, 77]) }, expected: ["a: 1 3", "b: ", "c: 4"]),
        Case(name: "deleteAllItems removes the sections too", edit: { $0.deleteAllItems() }, expected: []),
        Case(name: "moveItem before, across sections", edit: { $0.moveItem(1, beforeItem: 5) }, expected: ["a: 2 3", "b: ", "c: 4 1 5"]),
        Case(name: "moveItem after", edit: { $0.moveItem(4, afterItem: 2) }, expected: ["a: 1 2 4 3", "b: ", "c: 5"]),
        Case(name: "moveItem to where it is", edit: { $0.moveItem(2, afterItem: 1) }, expected: ["a: 1 2 3", "b: ", "c: 4 5"]),
    ]

    @Test("edit gives UIKits contents", arguments: cases)
    func editGivesUIKitsContents(_ test: Case) {
        var snapshot = sampleSnapshot()
        test.edit(&snapshot)
        #expect(contents(snapshot) == test.expected)
        #expect(snapshot.numberOfItems == snapshot.itemCounts.reduce(0, +))
    }

    @Test("reload and reconfigure marks are kept in order and dropped with their items") func reloadAndReconfigureMarksAreKeptInOrderAndDroppedWithTheirItems() {
        var snapshot = sampleSnapshot()
        snapshot.reloadItems([3, 1])
        snapshot.reconfigureItems([5])
        snapshot.reloadSections(["c"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["c"])
        snapshot.moveItem(3, beforeItem: 4)
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        snapshot.deleteItems([1])
        snapshot.deleteSections(["c"])
        #expect(snapshot.reloadedItemIdentifiers == [])
        #expect(snapshot.reconfiguredItemIdentifiers == [])
        #expect(snapshot.reloadedSectionIdentifiers == [])
    }
}
