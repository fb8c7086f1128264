import CollectionLayout
import CollectionView
import CollectionWindow
import Foundation
import MyLayouts
import Testing

@Suite("The journal on a phone")
struct JournalTests {
    static let phone = Size(width: 375, height: 667)

    @Test("the grid's first row sits under its title, two columns sharing the width")
    func gridRow() throws {
        let solved = try JournalLayout.make().solve(container: Self.phone, itemCounts: JournalData().itemCounts)
        // Foundation has an IndexPath too: name the one the layout uses.
        let first = IndexPath(item: 0, section: JournalSection.entries.rawValue)
        // Highlights: 12 + 180 + 20 = 212; the title 40 more; then 16 in, two columns 12 apart,
        // rows half the 343-point content width tall.
        #expect(solved.attributesForItem(at: first, offsets: solved.initialOffsets)?.frame
                    == Rect(x: 16, y: 252, width: 165.5, height: 171.5))
    }

    @Test("the first highlight is centred between its neighbours")
    func firstScreen() throws {
        let image = try CollectionWindow.snapshot(layout: JournalLayout.make(), dataSource: JournalData(), size: Self.phone)
        #expect(image.width == 375 && image.height == 667)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let pixel = image.pixel(x: x, y: y)
            return [pixel.red, pixel.green, pixel.blue]
        }
        // The first highlight spans x 43..<331 on whole pixels; its neighbour starts at 343.
        #expect(rgb(42, 100) == [0xF7, 0xF7, 0xF2])
        #expect(rgb(43, 100) == [0xE4, 0x57, 0x2E])
        #expect(rgb(343, 100) == [0x17, 0xBE, 0xBB])
    }
}
