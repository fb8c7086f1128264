import CollectionLayout
import XCollectionGallery
import Testing

/// The App Store example follows the container's width as the App Store does from an iPhone
/// to an iPad (issue 14): the phone's layout under 500 points, cards and columns side by side
/// above. Frames are the estimates', without measuring.
@Suite struct AppStoreWidthTests {
    static let counts = Gallery.AppStoreSection.allCases.map(\.itemCount)

    func solve(_ width: Double, _ height: Double) throws -> CompositionalSolution {
        try Gallery.appStoreLayout().solve(container: Size(width: width, height: height), itemCounts: Self.counts)
    }

    func cell(_ item: Int, _ section: Gallery.AppStoreSection, in solved: CompositionalSolution) -> Rect? {
        solved.cellFrames[IndexPath(item: item, section: section.rawValue)]
    }

    @Test("1280x800: two featured cards 584 wide, the third's first 44 points showing")
    func featuredAtLaptopWidth() throws {
        let solved = try solve(1280, 800)
        // Groups of (1280 − 64) / 2 = 608 after an inset of 8; cards inset 12 either side; 2:1.
        #expect(cell(0, .featured, in: solved) == rect(20, 16, 584, 304))
        #expect(cell(1, .featured, in: solved) == rect(628, 16, 584, 304))
        #expect(cell(2, .featured, in: solved) == rect(1236, 16, 584, 304))
    }

    @Test("1280x800: three columns of three app rows 381 wide, the fourth's first 45 points showing")
    func appColumnsAtLaptopWidth() throws {
        let solved = try solve(1280, 800)
        // Header 336 to 380; groups of (1280 − 64) / 3 = 405 (rounded down) after an inset of 8.
        #expect(cell(0, .columns, in: solved) == rect(20, 380, 381, 72))
        #expect(cell(2, .columns, in: solved) == rect(20, 524, 381, 72))
        #expect(cell(3, .columns, in: solved) == rect(425, 380, 381, 72))
        #expect(cell(6, .columns, in: solved) == rect(830, 380, 381, 72))
        #expect(cell(9, .columns, in: solved) == rect(1235, 380, 381, 72))
        let header = solved.attributesForSupplementaryElement(ofKind: Gallery.headerKind, at: IndexPath(item: 0, section: 1),
                                                               offsets: solved.initialOffsets)
        #expect(header?.frame == rect(8, 336, 1264, 44))
    }

    @Test("1280x800: the top charts in rows of three, 397 wide with gaps of 24")
    func chartsAtLaptopWidth() throws {
        let solved = try solve(1280, 800)
        let first = try #require(cell(0, .topCharts, in: solved))
        let third = try #require(cell(2, .topCharts, in: solved))
        let fourth = try #require(cell(3, .topCharts, in: solved))
        #expect(first == rect(20, 666, 397.3333333333333, 70))
        #expect(third.minY == 666 && third.maxX.rounded() == 1260)
        #expect(fourth.minX == 20 && fourth.minY == 736)
    }

    @Test("1280x800: the text keeps UIKit's readable width of 672")
    func textAtLaptopWidth() throws {
        let solved = try solve(1280, 800)
        let text = try #require(cell(0, .text, in: solved))
        #expect(text.minX == 24 && text.width == 672)
    }

    @Test("featured cards and app columns by width: (width, card, column, columns wholly in view)", arguments: [
        (600.0, 512.0, 512.0, 1),
        (768, 328, 328, 2),
        (1024, 456, 296, 3),
        (1280, 584, 381, 3),
        (1920, 594, 440, 4),
    ])
    func columnsByWidth(width: Double, card: Double, column: Double, whole: Int) throws {
        let solved = try solve(width, 800)
        #expect(cell(0, .featured, in: solved)?.width == card)
        #expect(cell(0, .columns, in: solved)?.width == column)
        let inView = (0..<12).filter { $0 % 3 == 0 }.compactMap { cell($0, .columns, in: solved) }.filter { $0.maxX <= width }
        #expect(inView.count == whole)
    }

    @Test("featured cards are 2:1 with their gap, but no taller than 40% of a low window", arguments: [
        (600.0, 800.0, 268.0),
        (600, 500, 200),
        (1024, 768, 240),
        (1280, 400, 160),
    ])
    func featuredHeight(width: Double, windowHeight: Double, height: Double) throws {
        let solved = try solve(width, windowHeight)
        #expect(cell(0, .featured, in: solved)?.height == height)
    }

    @Test("under 500 points the phone's sections stay as they were: groups 90% of the width", arguments: [200.0, 375, 499])
    func phoneWidths(width: Double) throws {
        let layout = Gallery.appStoreLayout()
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: width, height: 667)))
        for kind in [Gallery.AppStoreSection.featured, .columns] {
            let section = try #require(layout.sectionProvider(kind.rawValue, environment))
            #expect(section.group.layoutSize.widthDimension == .fractionalWidth(0.9))
            #expect(section.contentInsets.leading == 0)
        }
        let solved = try solve(375, 667)
        #expect(cell(0, .featured, in: solved) == rect(12, 16, 313.5, 158.75))
        #expect(cell(0, .columns, in: solved) == rect(12, 234.75, 313.5, 72))
    }

    @Test("1280x800: the app columns still page by column, and the featured cards rest on a card's edge")
    func pagingAtLaptopWidth() throws {
        let solved = try solve(1280, 800)
        let sections = solved.orthogonalScrollSections
        let featured = try #require(sections.first { $0.section == 0 })
        let columns = try #require(sections.first { $0.section == 1 })
        #expect(featured.groupExtent == 608 && columns.groupExtent == 405)
        let columnPaging = OrthogonalSnapping(section: columns, viewportExtent: 1280)
        #expect(columnPaging.step == 405)
        // Four columns of 405 between insets of 8 leave 356 to scroll: the last column's end.
        #expect(columnPaging.restingOffset(releasedAt: 150, velocity: 0, dragStart: 0) == 0)
        #expect(columnPaging.restingOffset(releasedAt: 250, velocity: 0, dragStart: 0) == 356)
        let cards = OrthogonalSnapping(section: featured, viewportExtent: 1280)
        #expect(cards.restingOffset(releasedAt: 700, velocity: 0, dragStart: 0) == 608)
        #expect(cards.restingOffset(releasedAt: 1000, velocity: 0, dragStart: 608) == 1216)
    }
}
