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
}
