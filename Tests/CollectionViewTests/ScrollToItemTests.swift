import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing

/// `scrollToItem(at:at:animated:)` with UIKit's positions, on the main axis and in orthogonal
/// sections, and the `[` `]` page keys.
@Suite struct ScrollToItemTests {
    /// 100 rows 50 points tall in a 375x500 view: content 5000, the end at 4500.
    static func rows() throws -> CollectionScreen {
        let source = ContentProviderDataSource(itemCounts: [100], cell: { _ in CellContent(background: .white) })
        return try CollectionScreen(layout: DiffableDataSourceScreenTests.rows, dataSource: source, size: Size(width: 375, height: 500))
    }

    @Test("the main axis puts the item where asked", arguments: [
        (50, ScrollPosition.top, 0.0, 2500.0), (50, .centeredVertically, 0, 2275), (50, .bottom, 0, 2050),
        (99, .top, 0, 4500), (0, .bottom, 1000, 0),
        // No vertical place: the least move that shows the whole row.
        (50, ScrollPosition(), 0, 2050), (50, ScrollPosition(), 3000, 2500), (50, ScrollPosition(), 2300, 2300), (50, .centeredHorizontally, 0, 2050),
    ])
    func theMainAxisPutsTheItemWhereAsked(item: Int, position: ScrollPosition, from: Double, offset: Double) throws {
        let screen = try Self.rows()
        screen.setMainOffset(from)
        #expect(screen.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false))
        #expect(screen.mainOffset == offset)
    }

    @Test("an animated scroll glides and lands exactly") func anAnimatedScrollGlidesAndLandsExactly() throws {
        let screen = try Self.rows()
        screen.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: true, now: 1)
        screen.step(now: 1.05)
        #expect(screen.mainOffset > 0 && screen.mainOffset < 2000)
        for tick in 1...120 { screen.step(now: 1.05 + Double(tick) / 60) }
        #expect(screen.mainOffset == 2000)
        #expect(!screen.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false))
    }

    /// The carousel example at 375 wide: cards 281.25 wide paging about the centre, so card k is
    /// centred at 281.25 k - 46.875 (rounded to whole pixels).
    @Test("an orthogonal item scrolls its strip to the nearest rest", arguments: [(3, ScrollPosition.centeredHorizontally, 797.0), (7, .centeredHorizontally, 1922), (0, .centeredHorizontally, -47),
                      (2, .left, 516), (5, .right, 1359)])
    func anOrthogonalItemScrollsItsStripToTheNearestRest(item: Int, position: ScrollPosition, offset: Double) throws {
        let carousel = try screen("carousel")
        #expect(carousel.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false))
        #expect(carousel.orthogonalOffsets[0] == offset)
    }

    @Test("the bracket keys page the carousel under the pointer") func theBracketKeysPageTheCarouselUnderThePointer() throws {
        let carousel = try screen("carousel")
        #expect(carousel.orthogonalOffsets[0] == -47)
        carousel.pointerMoved(to: Point(x: 180, y: 250))
        carousel.scroll(key: .nextPage, now: 1)
        for tick in 1...120 { carousel.step(now: 1 + Double(tick) / 60) }
        #expect(carousel.orthogonalOffsets[0] == 234)
        carousel.scroll(key: .previousPage, now: 5)
        for tick in 1...120 { carousel.step(now: 5 + Double(tick) / 60) }
        #expect(carousel.orthogonalOffsets[0] == -47)
    }
}
