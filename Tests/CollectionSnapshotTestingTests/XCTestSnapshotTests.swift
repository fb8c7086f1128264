import CollectionSnapshotTesting
import SnapshotTesting
import XCTest

/// The same strategies from an `XCTestCase`, against references in
/// `__Snapshots__/XCTestSnapshotTests/`.
final class XCTestSnapshotTests: XCTestCase {
    func testRows() {
        assertSnapshot(of: Rows.scene(), as: .image)
        assertSnapshot(of: Rows.scene(), as: .layoutDump)
        assertSnapshot(of: Rows.scene(), as: .visualDescription)
    }
}
