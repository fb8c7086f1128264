import Testing
import UIKitCompat
@testable import UIKitSnapshotTesting
import X11Window

/// A table view controller snapshotted as swift-snapshot-testing's own `testTableViewController`
/// snapshots one, against the picture that test recorded (pointfreeco/swift-snapshot-testing,
/// MIT, `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTableViewController.1.png`,
/// unchanged since 6d7624b, December 2019, so recorded on an iOS 13 simulator: older than the
/// corpus takes, and a plain table has not changed since). Its rows of pixels, read from the
/// picture, are the expected values: 960x1704 pixels (`.iPhoneSe` at 3x), a separator every
/// 132 pixels from row 191 (44 points, the first under the 20-point status bar) to the bottom
/// of the view — ten rows' and two empty rows' — 48 pixels (16 points) in from the leading edge
/// to the trailing edge, in (198, 198, 200).
@Suite @MainActor struct TableViewPixelTests {
    final class TableViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            self.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    @Test("ten default rows and the empty rows below them draw their separators on the pixel rows iOS drew them, inset and coloured as iOS's")
    func separatorsAsRecorded() throws {
        let image = try ViewSnapshotRenderer.image(of: TableViewController(), config: .iPhoneSe, traits: .init())
        #expect(image.width == 960 && image.height == 1704)
        let separator: (UInt8, UInt8, UInt8, UInt8) = (198, 198, 200, 255)
        func rows(at x: Int, in range: Range<Int>) -> [Int] {
            range.filter { y in
                let pixel = image.pixel(x: x, y: y)
                return (pixel.red, pixel.green, pixel.blue, pixel.alpha) == separator
            }
        }
        // The rows' ten separators, then the empty rows' two below them to the bottom of the view.
        let expected = (0..<12).map { 191 + 132 * $0 }
        #expect(rows(at: 300, in: 0..<1704) == expected)
        #expect(rows(at: 48, in: 0..<1704) == expected)
        #expect(rows(at: 959, in: 0..<1704) == expected)
        #expect(rows(at: 47, in: 0..<1704) == [])
    }
}
