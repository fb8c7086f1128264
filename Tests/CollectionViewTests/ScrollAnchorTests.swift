import CollectionLayout
import CollectionView
import Testing

/// The one rule that keeps the view in place when the layout is solved again, as a table.
@Suite("The scroll anchor: the end stays the end, otherwise the first visible item stays put")
struct ScrollAnchorTests {
    /// A list of `count` rows `height` tall in a 375-wide view.
    static func rows(_ height: Double, count: Int = 100) throws -> any SolvedCollectionLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                           subitems: [item])
        return try CompositionalLayout(section: LayoutSection(group: group)).solve(container: Size(width: 375, height: 667), itemCounts: [count])
    }

    static func offsets(_ main: Double) -> ScrollOffsets { ScrollOffsets(main: main, viewportLength: 667) }

    @Test("which anchor a view has", arguments: [
        // (offset, target, maximum, first visible item, anchor)
        (3733.0, 3733.0, 3733.0, 84, ScrollAnchor.end(maximum: 3733)),
        (3700.0, 3733.0, 3733.0, 84, ScrollAnchor.end(maximum: 3733)),
        (100.0, 100.0, 3733.0, 2, ScrollAnchor.item(IndexPath(item: 2, section: 0), position: -12, offset: 100)),
        (0.0, 0.0, 0.0, 0, ScrollAnchor.item(IndexPath(item: 0, section: 0), position: 0, offset: 0)),
    ])
    func capture(offset: Double, target: Double, maximum: Double, first: Int, expected: ScrollAnchor) throws {
        let layout = try Self.rows(44)
        let anchor = ScrollAnchor(layout: layout, offsets: Self.offsets(offset), offset: offset, target: target, maximum: maximum,
                                  firstVisible: IndexPath(item: first, section: 0))
        #expect(anchor == expected)
    }

    @Test("how far the offset moves in the layout solved again", arguments: [
        // Rows grew from 44 to 50: item 2 moves from 88 to 100, and the offset follows it.
        (ScrollAnchor.item(IndexPath(item: 2, section: 0), position: -12, offset: 100), 50.0, 12.0),
        (ScrollAnchor.item(IndexPath(item: 2, section: 0), position: -12, offset: 100), 44.0, 0.0),
        (ScrollAnchor.item(IndexPath(item: 10, section: 0), position: 30, offset: 410), 40.0, -40.0),
        // At the end: the new end, 100 rows of 50 less the view.
        (ScrollAnchor.end(maximum: 3733), 50.0, 600.0),
        (ScrollAnchor.end(maximum: 3733), 5.0, -3733.0),
        // An item the new layout lacks, or no anchor: stay.
        (ScrollAnchor.item(IndexPath(item: 500, section: 0), position: 0, offset: 100), 50.0, 0.0),
        (ScrollAnchor.none, 50.0, 0.0),
    ])
    func shift(anchor: ScrollAnchor, rowHeight: Double, expected: Double) throws {
        let layout = try Self.rows(rowHeight)
        let maximum = layout.contentSize.height - 667
        #expect(anchor.shift(in: layout, offsets: Self.offsets(100), maximum: maximum) == expected)
    }
}
