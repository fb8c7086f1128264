import CollectionLayout
import CollectionView
import CollectionWindow
import Foundation
import MyLayouts
import Testing

/// The journal's first screen, rendered headless: no Mac, no simulator, and no display needed
/// (with none, the snapshot starts an Xvfb of its own).
@Suite("The journal on a phone")
struct JournalSnapshotTests {
    static let phone = Size(width: 375, height: 667)

    /// The journal's solved frames, to know where to look in the picture.
    func frame(section: JournalSection, item: Int) throws -> Rect {
        let solved = try JournalLayout.make().solve(container: Self.phone, itemCounts: JournalSection.allCases.map(\.itemCount))
        let offsets = ScrollOffsets(main: 0, viewportLength: Self.phone.height)
        return try #require(solved.attributesForItem(at: CollectionLayout.IndexPath(item: item, section: section.rawValue), offsets: offsets)).frame
    }

    @Test("the layout puts the grid's first row where the design says")
    func frames() throws {
        // Highlights: 12 + 180 + 20 = 212; the title 40 more; then 16 in, two columns 12 apart
        // (`subitem:count:` shares the width out), rows half the 343-point content width tall.
        let first = try frame(section: .entries, item: 0), second = try frame(section: .entries, item: 1)
        #expect(first == Rect(x: 16, y: 252, width: 165.5, height: 171.5))
        #expect(second == Rect(x: 193.5, y: 252, width: 165.5, height: 171.5))
    }

    @Test("each card is its colour, and the page background shows between them")
    func pixels() throws {
        let image = try CollectionWindow.snapshot(layout: JournalLayout.make(), dataSource: JournalData(), size: Self.phone)
        #expect(image.width == 375 && image.height == 667)
        func color(_ x: Int, _ y: Int) -> [UInt8] {
            let pixel = image.pixel(x: x, y: y)
            return [pixel.red, pixel.green, pixel.blue]
        }
        // The first highlight is centred: 80% of 375 wide, inset 6 either side, from y = 12.
        #expect(color(187, 40) == [0xE4, 0x57, 0x2E])
        #expect(color(187, 5) == [0xF7, 0xF7, 0xF2])
        let entry = try frame(section: .entries, item: 0)
        #expect(color(Int(entry.midX), Int(entry.minY) + 20) == [0xDC, 0xE6, 0xF2])
        // Between the two columns.
        #expect(color(187, Int(entry.midY)) == [0xF7, 0xF7, 0xF2])
    }

    @Test("the whole first screen matches its reviewed golden")
    func golden() throws {
        let image = try CollectionWindow.snapshot(layout: JournalLayout.make(), dataSource: JournalData(), size: Self.phone)
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("journal-375x667.png").path
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try PNG.write(image, to: path)
            Issue.record("recorded \(path): look at it, then run again without RECORD=1")
            return
        }
        let golden = try PNG.read(path)
        #expect(golden.width == image.width && golden.height == image.height)
        // Same fonts and server every time: the same pixels, to within a shade.
        let differing = zip(image.pixels, golden.pixels).filter { abs(Int($0) - Int($1)) > 2 }.count
        #expect(differing == 0, "\(differing) channel values differ from \(path)")
    }
}
