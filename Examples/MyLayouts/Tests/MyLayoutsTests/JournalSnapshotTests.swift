import CollectionLayout
import CollectionView
import CollectionWindow
import MyLayouts
import Testing

/// The journal rendered headless: no Mac, no simulator, and no display needed (with none, the
/// snapshot starts an Xvfb of its own). Colours are the data source's.
@Suite("The journal on a phone")
struct JournalSnapshotTests {
    static let page = "#F7F7F2"

    @Test("the first screen: a centred highlight between its neighbours, then the grid")
    func firstScreen() throws {
        let image = try Journal.snapshot()
        #expect(image.width == 375 && image.height == 667)
        #expect(image.rgb(187, 5) == Self.page)
        // The first highlight spans x 43..<331 (see JournalFrameTests), the second starts at 343.
        #expect(image.rgb(42, 100) == Self.page)
        #expect(image.rgb(43, 100) == "#E4572E")
        #expect(image.rgb(330, 100) == "#E4572E")
        #expect(image.rgb(331, 100) == Self.page)
        #expect(image.rgb(343, 100) == "#17BEBB")
        // An entry card near its top, clear of its caption, and the gap between the columns.
        let entry = try Journal.frame(.entries, 0)
        #expect(image.rgb(Int(entry.midX), Int(entry.minY) + 20) == "#DCE6F2")
        #expect(image.rgb(187, Int(entry.midY)) == Self.page)
    }

    @Test("the end of the list: lines between the places, none under the last, round corners")
    func endOfList() throws {
        let solved = try Journal.solved()
        let bottom = solved.contentSize.height - Journal.phone.height
        let image = try Journal.snapshot(scrolledTo: bottom)
        let last = try Journal.frame(.places, 9).offsetBy(dx: 0, dy: -bottom)
        let previous = try Journal.frame(.places, 8).offsetBy(dx: 0, dy: -bottom)
        #expect(last.maxY == 651)
        // A separator is the bottom pixel row of its cell, from 12 in.
        #expect(image.rgb(200, Int(previous.maxY) - 1) == "#E0E0E0")
        #expect(image.rgb(Int(previous.minX) + 11, Int(previous.maxY) - 1) == "#FFFFFF")
        #expect(image.rgb(200, Int(last.maxY) - 1) == "#FFFFFF")
        // The card's bottom corners are rounded off to the page; the margins beside it are page.
        #expect(image.rgb(Int(last.minX), Int(last.maxY) - 1) == Self.page)
        #expect(image.rgb(Int(last.maxX) - 1, Int(last.maxY) - 1) == Self.page)
        #expect(image.rgb(8, Int(last.midY)) == Self.page)
        #expect(image.rgb(Int(last.maxX), Int(last.midY)) == Self.page)
        #expect(image.rgb(187, 660) == Self.page)
    }
}
