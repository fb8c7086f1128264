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
