import CollectionSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import X11Window

/// The life of a reference, as a user's test lives it: recorded on the first run, matched on the
/// second, failed with artefacts once an item moves by one point.
@Suite("Recording and comparing, as a user's tests do", .serialized)
struct RecordAndCompareTests {
    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let pixel = image.pixel(x: x, y: y)
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test("an image: recorded on the first run, matched on the second, failed when every row moves down a point")
    func image() throws {
        let folder = Rows.temporaryFolder()
        let first = verifySnapshot(of: Rows.scene(), as: .image, named: "rows", record: .missing, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let reference = try PNG.read(folder + "/image.rows.png")
        #expect(reference.width == 375 && reference.height == 667)
        #expect(verifySnapshot(of: Rows.scene(), as: .image, named: "rows", record: .missing, snapshotDirectory: folder) == nil)

        let moved = try #require(verifySnapshot(of: Rows.scene(top: 1), as: .image, named: "rows", record: .missing, snapshotDirectory: folder))
        // White against the purple 0x5856D6: 255 − 0x56 = 169 in green.
        #expect(moved.contains(" pixels differ (at most 40 may), by up to 169 of 255 in a channel"))
        // The failed snapshot is where swift-snapshot-testing puts it; the diff beside it.
        let diffPath = try #require(moved.components(separatedBy: "the difference is drawn in ").last?.prefix { $0 != "\n" })
        let diff = try PNG.read(String(diffPath))
        #expect(diff.width == 375 && diff.height == 667)
        // Row 0's white hairline is at y = 0 in the reference and y = 1 now, over its purple.
        #expect(rgb(diff, 10, 1) == [255, 0, 0])
        // Named after the test and the reference: a second failure replaces the first's diff.
        #expect(URL(fileURLWithPath: String(diffPath)).lastPathComponent.hasPrefix("image---"))
        let again = try #require(verifySnapshot(of: Rows.scene(top: 1), as: .image, named: "rows", record: .missing, snapshotDirectory: folder))
        #expect(again.components(separatedBy: "the difference is drawn in ").last?.prefix { $0 != "\n" } == diffPath)
        let failed = FileManager.default.temporaryDirectory.appendingPathComponent("RecordAndCompareTests/image.rows.png").path
        #expect(rgb(try PNG.read(failed), 10, 1) == [255, 255, 255])
    }

    @Test("a layout dump: one point of movement fails with one line per element, golden frame first, and no display is needed")
    func layoutDump() throws {
        let folder = Rows.temporaryFolder()
        _ = verifySnapshot(of: Rows.scene(), as: .layoutDump, named: "rows", record: .missing, snapshotDirectory: folder)
        let recorded = try String(contentsOfFile: folder + "/layoutDump.rows.json", encoding: .utf8)
        #expect(recorded.hasPrefix("{\n  \"contentSize\": [375, 1320],\n  \"elements\": [\n    {\"category\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": [0, 0, 375, 44], \"zIndex\": 0},"))
        #expect(verifySnapshot(of: Rows.scene(), as: .layoutDump, named: "rows", record: .missing, snapshotDirectory: folder) == nil)
        let moved = try #require(verifySnapshot(of: Rows.scene(top: 1), as: .layoutDump, named: "rows", record: .missing, snapshotDirectory: folder))
        let listing = try #require(moved.components(separatedBy: "the layout differs from the reference in ").last).split(separator: "\n")
        #expect(listing.first == "the content size and 30 elements (30 changed):")
        #expect(listing.dropFirst().prefix(3) == ["contentSize [375, 1320] → [375, 1321]", "cell 0/0: frame [0, 0, 375, 44] → [0, 1, 375, 44]",
                                                 "cell 0/1: frame [0, 44, 375, 44] → [0, 45, 375, 44]"])
        #expect(listing.count == 1 + 20 + 1, "twenty lines (the content size and 19 cells), then how many more")
        #expect(listing.last == "… and 11 more")
    }

    @Test("the ASCII boxes of the first screen, at an offset")
    func visualDescription() throws {
        let folder = Rows.temporaryFolder()
        var scene = Rows.scene()
        scene.offset = Point(x: 0, y: 440)
        _ = verifySnapshot(of: scene, as: .visualDescription, named: "rows", record: .missing, snapshotDirectory: folder)
        let recorded = try String(contentsOfFile: folder + "/visualDescription.rows.txt", encoding: .utf8)
        #expect(recorded.hasPrefix("+" + String(repeating: "-", count: 62) + "+\n|"))
        #expect(recorded.contains(" 10 "))
        #expect(!recorded.contains(" 9 "))
        #expect(verifySnapshot(of: scene, as: .visualDescription, named: "rows", record: .missing, snapshotDirectory: folder) == nil)
    }

    @Test("precision in swift-snapshot-testing's terms: a share of pixels may differ")
    func precision() throws {
        let folder = Rows.temporaryFolder()
        _ = verifySnapshot(of: Rows.scene(), as: .image, named: "rows", record: .missing, snapshotDirectory: folder)
        let strict = verifySnapshot(of: Rows.scene(top: 1), as: .image(precision: 0.999), named: "rows", record: .missing, snapshotDirectory: folder)
        #expect(strict != nil)
        let loose = verifySnapshot(of: Rows.scene(top: 1), as: .image(precision: 0.9), named: "rows", record: .missing, snapshotDirectory: folder)
        #expect(loose == nil)
    }

    @Test("a render that fails where a reference is kept fails at once, once, with its reason")
    func unsolvableWithAReference() throws {
        // The reference beside this file, under __Snapshots__, is what a test recorded earlier;
        // the render fails before it is read, so its content does not matter.
        let scene = LayoutScene(layout: Rows.layout(top: 700), dataSource: Rows.data, size: Rows.phone)
        let started = ContinuousClock.now
        let message = verifySnapshot(of: scene, as: .layoutDump, named: "rows", record: .missing, timeout: 30)
        #expect(message?.contains("cannot take the snapshot: sections[0].contentInsets") == true, "\(message ?? "nil")")
        #expect(message?.contains("Exceeded timeout") == false)
        #expect(ContinuousClock.now - started < .seconds(10), "waited for the timeout")
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/RecordAndCompareTests/unsolvableWithAReference.rows.json")
        #expect(try String(contentsOf: reference, encoding: .utf8) == "{}\n")
    }

    @Test("a layout that cannot be solved fails with its reason and records nothing")
    func unsolvable() throws {
        let folder = Rows.temporaryFolder()
        let scene = LayoutScene(layout: Rows.layout(top: 700), dataSource: Rows.data, size: Rows.phone)
        withKnownIssue {
            let message = verifySnapshot(of: scene, as: .layoutDump, named: "rows", record: .missing, snapshotDirectory: folder, timeout: 0.2)
            #expect(message?.hasPrefix("Exceeded timeout") == true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("cannot take the snapshot: ") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
