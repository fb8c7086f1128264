import CollectionLayout
import MyLayouts
import Testing

/// Where the journal puts things on a phone: the solved layout alone, no display needed.
@Suite("The journal's frames")
struct JournalFrameTests {
    @Test("the grid's first row sits under its title, two columns sharing the width")
    func gridRow() throws {
        // Highlights: 12 + 180 + 20 = 212; the title 40 more; then 16 in, two columns 12 apart
        // (`subitem:count:` shares the width out), rows half the 343-point content width tall.
        #expect(try Journal.frame(.entries, 0) == Rect(x: 16, y: 252, width: 165.5, height: 171.5))
        #expect(try Journal.frame(.entries, 1) == Rect(x: 193.5, y: 252, width: 165.5, height: 171.5))
        let solved = try Journal.solved()
        let title = solved.attributesForSupplementaryElement(ofKind: JournalLayout.titleKind,
                                                             at: IndexPath(item: 0, section: JournalSection.entries.rawValue),
                                                             offsets: solved.initialOffsets)
        #expect(title?.frame == Rect(x: 16, y: 212, width: 343, height: 40))
    }

    @Test("the first highlight starts centred, on whole pixels")
    func centredHighlight() throws {
        let solved = try Journal.solved()
        let strip = try #require(solved.orthogonalScrollSections.first)
        #expect(strip.section == JournalSection.highlights.rawValue)
        // Unscrolled, the first group starts at the leading edge. The window starts the strip
        // back by half the spare width, centring it: 300-point groups in 375 points, −37.5, on
        // the whole pixel −37, so the card's edges are crisp.
        let snapping = OrthogonalSnapping(section: strip, viewportExtent: Journal.phone.width)
        #expect(snapping.initialOffset == -37)
        #expect(solved.initialOffsets.orthogonal == [strip.section: -37])
        let unscrolled = solved.attributesForItem(at: IndexPath(item: 0, section: strip.section), offsets: solved.unscrolledOffsets)
        #expect(unscrolled?.frame == Rect(x: 6, y: 12, width: 288, height: 180))
        #expect(try Journal.frame(.highlights, 0) == Rect(x: 43, y: 12, width: 288, height: 180))
    }

    @Test("the places sit on one card, inset like the grid, and end the content")
    func placesCard() throws {
        let solved = try Journal.solved()
        let section = JournalSection.places.rawValue
        let card = solved.allElements().filter { $0.category == .decoration && $0.indexPath.section == section }
        // Six grid rows of 171.5, 12 apart, from 252 end at 1341; 20 below them, then the 40-point title.
        #expect(card.map(\.frame) == [Rect(x: 16, y: 1401, width: 343, height: 520)])
        #expect(try Journal.frame(.places, 0) == Rect(x: 16, y: 1401, width: 343, height: 52))
        #expect(try Journal.frame(.places, 9) == Rect(x: 16, y: 1869, width: 343, height: 52))
        #expect(solved.contentSize == Size(width: 375, height: 1937))
    }
}
