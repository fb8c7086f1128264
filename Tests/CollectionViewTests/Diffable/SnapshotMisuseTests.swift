import CollectionView
import Testing

/// What UIKit refuses, refused through `checked` with the call and the identifiers named; a
/// refused edit leaves the snapshot as it was.
@Suite struct SnapshotMisuseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let edit: @Sendable (inout Snapshot) throws -> Void
        let message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(edit: { try $0.checked.appendItems([1, 9, 1, 9, 8]) },
             message: "appendItems(_:toSection:): item identifiers must be unique; repeated in the argument: 1, 9"),
        Case(edit: { try $0.checked.appendItems([9], toSection: "z") },
             message: "appendItems(_:toSection:): 1 section identifier not in the snapshot: \"z\""),
        Case(edit: { try $0.checked.appendSections(["b", "q", "a"]) },
             message: "appendSections(_:): 2 section identifiers already in the snapshot: \"b\", \"a\""),
        Case(edit: { try $0.checked.appendSections(["q", "q"]) },
             message: "appendSections(_:): section identifiers must be unique; repeated in the argument: \"q\""),
        Case(edit: { try $0.checked.insertSections(["x"], beforeSection: "nope") },
             message: "insertSections(_:beforeSection:): 1 section identifier not in the snapshot: \"nope\""),
        Case(edit: { try $0.checked.insertSections(["a"], afterSection: "a") },
             message: "insertSections(_:afterSection:): the destination \"a\" is itself among the identifiers being placed"),
        Case(edit: { try $0.checked.insertItems([7, 4], beforeItem: 4) },
             message: "insertItems(_:beforeItem:): the destination 4 is itself among the identifiers being placed"),
        Case(edit: { try $0.checked.insertItems([7], afterItem: 70) },
             message: "insertItems(_:afterItem:): 1 item identifier not in the snapshot: 70"),
        Case(edit: { try $0.checked.moveItem(60, beforeItem: 1) },
             message: "moveItem(_:beforeItem:): 1 item identifier not in the snapshot: 60"),
        Case(edit: { try $0.checked.moveItem(2, afterItem: 2) },
             message: "moveItem(_:afterItem:): the destination 2 is itself among the identifiers being placed"),
        Case(edit: { try $0.checked.moveSection("a", beforeSection: "a") },
             message: "moveSection(_:beforeSection:): the destination \"a\" is itself among the identifiers being placed"),
        Case(edit: { try $0.checked.reloadItems([1, 20, 21]) },
             message: "reloadItems(_:): 2 item identifiers not in the snapshot: 20, 21"),
        Case(edit: { try $0.checked.reconfigureItems(Array(100..<115)) },
             message: "reconfigureItems(_:): 15 item identifiers not in the snapshot: 100, 101, 102, 103, 104, 105, 106, 107, 108, 109 and 5 more"),
        Case(edit: { try $0.checked.reloadSections(["a", "m"]) },
             message: "reloadSections(_:): 1 section identifier not in the snapshot: \"m\""),
    ]

    @Test("misuse is refused with its call and identifiers", arguments: cases)
    func misuseIsRefusedWithItsCallAndIdentifiers(_ test: Case) {
        var snapshot = sampleSnapshot()
        var message = ""
        do { try test.edit(&snapshot) } catch { message = "\(error)" }
        #expect(message == test.message)
        #expect(snapshot == sampleSnapshot())
    }

    @Test("appending items with no section is refused") func appendingItemsWithNoSectionIsRefused() {
        var snapshot = Snapshot()
        var message = ""
        do { try snapshot.checked.appendItems([1]) } catch { message = error.description }
        #expect(message == "appendItems(_:toSection:): the snapshot has no sections to append items to; append a section first")
    }

    @Test("the unchecked edit stops the program with the message") func theUncheckedEditStopsTheProgramWithTheMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["main"])
            snapshot.appendItems([3, 3])
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains(
            "DiffableDataSourceSnapshot.appendItems(_:toSection:): item identifiers must be unique; repeated in the argument: 3"))
    }
}
