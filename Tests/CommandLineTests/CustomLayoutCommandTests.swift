import Foundation
import Testing
import TestSupport
import X11Window

/// `Examples/swift/waterfall.swift`, a `UICollectionViewLayout` subclass as iOS apps write one,
/// through `--swift`: dumped with the frames its `prepare()` computes, with as many columns as the
/// device it is shown on calls for (`UIDevice.current` when `createLayout()` runs), and drawn.
@Suite(.serialized) struct CustomLayoutCommandTests {
    static let waterfall = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/waterfall.swift"

    @Test("two columns at a phone's size, four at a pad's", arguments: [("375x667", 2, 175.5), ("1024x768", 4, 244.0)])
    func columns(size: String, columns: Int, width: Double) throws {
        let result = try SwiftFileTests.run(["--swift", Self.waterfall, "--size", size, "--dump-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains(#""category": "cell""#) }
        #expect(cells.count == 40)
        // Item i is 80 + 37i mod 120 tall, inset by 6: the first row starts at y = 6 in every column.
        let firstRow = cells.prefix(columns)
        #expect(firstRow.allSatisfy { $0.contains(", 6, \(NumberText.string(width)), ") }, "\(firstRow)")
        #expect(cells[0].contains(#""frame": [6, 6, "#) && cells[0].contains(", 68]"))
    }

    @Test("the screenshot draws the cells where the layout put them")
    func screenshot() throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/waterfall.png"
        let result = try SwiftFileTests.run(["--swift", Self.waterfall, "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // Inside item 0 (6…181.5 by 6…74), in the gap under it (74…86), inside item 2 (86…228).
        #expect(pixel(20, 20) != [255, 255, 255])
        #expect(pixel(20, 80) == [255, 255, 255])
        #expect(pixel(20, 100) == pixel(20, 20))
    }
}

/// Numbers as the dump writes them: whole numbers without a decimal point.
enum NumberText {
    static func string(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
