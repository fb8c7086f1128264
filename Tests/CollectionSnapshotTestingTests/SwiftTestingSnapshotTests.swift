import CollectionSnapshotTesting
import SnapshotTesting
import Testing
import X11Window

/// The three strategies against references kept in `__Snapshots__/SwiftTestingSnapshotTests/`,
/// as a user's `@Test`s use them.
@Suite("assertSnapshot from Swift Testing")
struct SwiftTestingSnapshotTests {
    @Test("rows") func rows() {
        assertSnapshot(of: Rows.scene(), as: .image)
        assertSnapshot(of: Rows.scene(), as: .layoutDump)
        assertSnapshot(of: Rows.scene(), as: .visualDescription)
    }

    /// In the form docs/devices.md and docs/screenshot-testing.md print it: one reference a variant.
    @Test("rows in both appearances") func rowsInBothAppearances() throws {
        let scene = LayoutScene(layout: Rows.layout(), dataSource: Rows.adaptiveData, size: Rows.phone)
        assertSnapshots(of: scene, as: .imageVariants(.appearances))
        // The dark reference must show the change: one equal to the light one never saw dark.
        let folder = #filePath.components(separatedBy: "/SwiftTestingSnapshotTests.swift")[0] + "/__Snapshots__/SwiftTestingSnapshotTests/"
        let light = try PNG.read(folder + "rowsInBothAppearances.light.png"), dark = try PNG.read(folder + "rowsInBothAppearances.dark.png")
        #expect(ImageComparison().compare(dark, with: light).differing > light.width * light.height / 2)
    }

    @Test("rows scrolled") func rowsScrolled() {
        let scene = LayoutScene(layout: Rows.layout(), dataSource: Rows.data, size: Rows.phone, offset: Point(x: 0, y: 100))
        assertSnapshot(of: scene, as: .image)
    }
}

extension SwiftTestingSnapshotTests {
    /// A UX check beside the screenshots: five notches down, a drag back up that flings, and
    /// where the rows come to rest, recorded as the step results.
    @Test("interaction") func interaction() throws {
        let check = try UXScript.read("""
            {"steps": [
              {"wheel": {"notches": 5, "at": [187, 300]}},
              {"wait": "settled"},
              {"expect": {"mainOffset": 280}},
              {"drag": {"from": [187, 200], "to": [187, 500], "duration": 0.3, "hold": 0.1}},
              {"wait": "settled"},
              {"expect": {"mainOffset": 0, "visible": {"section": 0, "item": 0}}},
              {"screenshot": "top"}
            ]}
            """, viewSize: Rows.phone)
        assertSnapshot(of: Rows.scene(), as: .interaction(check))
    }
}
