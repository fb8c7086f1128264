import CollectionSnapshotTesting
import SnapshotTesting
import Testing

/// The three strategies against references kept in `__Snapshots__/SwiftTestingSnapshotTests/`,
/// as a user's `@Test`s use them.
@Suite("assertSnapshot from Swift Testing")
struct SwiftTestingSnapshotTests {
    @Test func rows() {
        assertSnapshot(of: Rows.scene(), as: .image)
        assertSnapshot(of: Rows.scene(), as: .layoutDump)
        assertSnapshot(of: Rows.scene(), as: .visualDescription)
    }

    @Test func rowsScrolled() {
        let scene = LayoutScene(layout: Rows.layout(), dataSource: Rows.data, size: Rows.phone, offset: Point(x: 0, y: 100))
        assertSnapshot(of: scene, as: .image)
    }
}

extension SwiftTestingSnapshotTests {
    /// A UX check beside the screenshots: five notches down, a drag back up that flings, and
    /// where the rows come to rest, recorded as the step results.
    @Test func interaction() throws {
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
