import CollectionSnapshotTesting
import Foundation
import MyLayouts
import SnapshotTesting
import Testing

/// The journal against reviewed references in `__Snapshots__/JournalReferenceTests/`, with the
/// three strategies of CollectionSnapshotTesting. The first run of a new one records it and
/// fails; look at what it recorded, commit it, and from then on it compares.
@Suite("The journal against its references")
struct JournalReferenceTests {
    static let scene = LayoutScene(layout: JournalLayout.make(), dataSource: JournalData(), size: Journal.phone)

    @Test("the first screen, as the window draws it")
    func firstScreen() {
        assertSnapshot(of: Self.scene, as: .image, named: "image")
    }

    @Test("every frame of the layout, as text, needing no display")
    func frames() {
        assertSnapshot(of: Self.scene, as: .layoutDump, named: "dump")
    }

    @Test("the first screen as ASCII boxes, scrolled to the grid")
    func boxes() {
        var scene = Self.scene
        scene.offset = Point(x: 0, y: 200)
        assertSnapshot(of: scene, as: .visualDescription, named: "boxes")
    }

    @Test("a reference of its own: recorded on the first run, matched on the second, failed one point down")
    func lifeOfAReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = verifySnapshot(of: Self.scene, as: .image, named: "journal", record: .missing, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk") == true)
        #expect(verifySnapshot(of: Self.scene, as: .image, named: "journal", record: .missing, snapshotDirectory: folder) == nil)
        var moved = Self.scene
        moved.offset = Point(x: 0, y: 1)
        let failure = try #require(verifySnapshot(of: moved, as: .image, named: "journal", record: .missing, snapshotDirectory: folder))
        #expect(failure.contains(" pixels differ (at most 40 may)"))
        let diff = try #require(failure.components(separatedBy: "the difference is drawn in ").last?.prefix { $0 != "\n" })
        #expect(FileManager.default.fileExists(atPath: String(diff)))
    }
}
