import CollectionLayout
import CollectionSnapshotTesting
import MyLayouts
import SnapshotTesting
import Testing

/// The journal in a right-to-left interface, as a Hebrew or Arabic user would see it: the same
/// layout mirrored, checked by frame and against a reviewed reference.
@Suite("The journal right to left")
struct JournalRightToLeftTests {
    @Test("the grid's first entry sits at the right, its second at the left")
    func gridRowMirrored() throws {
        let solved = try Journal.solved().laidOut(in: .rightToLeft)
        let first = try #require(solved.attributesForItem(at: IndexPath(item: 0, section: JournalSection.entries.rawValue),
                                                          offsets: solved.initialOffsets))
        let second = try #require(solved.attributesForItem(at: IndexPath(item: 1, section: JournalSection.entries.rawValue),
                                                           offsets: solved.initialOffsets))
        // Left to right they are at x = 16 and 193.5, 165.5 wide: reflected in 375 points.
        #expect(first.frame == Rect(x: 193.5, y: 252, width: 165.5, height: 171.5))
        #expect(second.frame == Rect(x: 16, y: 252, width: 165.5, height: 171.5))
    }

    @Test("the first screen right to left, as the window draws it")
    func firstScreen() {
        var scene = LayoutScene(layout: JournalLayout.make(), dataSource: JournalData(), size: Journal.phone)
        scene.layoutDirection = .rightToLeft
        assertSnapshot(of: scene, as: .image, named: "image")
    }
}
