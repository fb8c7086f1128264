import CollectionLayout
import CollectionView
import Testing

/// A custom layout shown right to left and under the inspector: nothing above the engine knows
/// it is custom, so its frames, rests, appearances and inspector marks are mirrored as a flow
/// layout's are when it flips.
@Suite struct CustomLayoutMirroringTests {
    /// Two 100-point columns of 80-point rows, 10 apart, in a 300-point-wide view: item i in
    /// column i % 2, row i / 2; a footer under everything. Rows rest on multiples of 90. Item 1
    /// is drawn half transparent.
    final class TwoColumns: CustomLayout, @unchecked Sendable {
        private var count = 0
        var proposals: [Point] = []

        func prepare(for context: CustomLayoutContext) { count = context.itemCounts.first ?? 0 }

        var contentSize: Size { Size(width: 300, height: Double((count + 1) / 2) * 90 + 40) }

        func elements(in rect: Rect) -> [LayoutAttributes] {
            ((0..<count).map(cell) + [footer]).filter { $0.frame.intersects(rect) }
        }

        func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { indexPath.item < count ? cell(indexPath.item) : nil }

        private func cell(_ item: Int) -> LayoutAttributes {
            LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: 0),
                             frame: Rect(x: 10 + Double(item % 2) * 110, y: Double(item / 2) * 90, width: 100, height: 80), zIndex: 0)
        }

        private var footer: LayoutAttributes {
            LayoutAttributes(category: .supplementary, elementKind: "footer", indexPath: IndexPath(item: 0, section: 0),
                             frame: Rect(x: 0, y: contentSize.height - 40, width: 300, height: 40), zIndex: 1)
        }

        func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
            proposals.append(proposed)
            return Point(x: proposed.x, y: (proposed.y / 90).rounded() * 90)
        }

        var drawsElementAppearances: Bool { true }

        func appearance(of element: LayoutAttributes) -> ElementAppearance? {
            element.category == .cell && element.indexPath.item == 1 ? ElementAppearance(alpha: 0.5) : nil
        }
    }

    private func screen(_ layout: TwoColumns, flips: Bool, direction: LayoutDirection) throws -> CollectionScreen {
        let data = ContentProviderDataSource(itemCounts: [20]) { _ in CellContent() }
        return try CollectionScreen(layout: CustomCollectionViewLayout(layout, flipsHorizontallyInOppositeLayoutDirection: flips),
                                    dataSource: data, size: Size(width: 300, height: 400), layoutDirection: direction)
    }

    @Test("right to left, a layout that flips has its frames reflected across the view; one that does not keeps them")
    func frames() throws {
        let flipped = try screen(TwoColumns(), flips: true, direction: .rightToLeft)
        #expect(flipped.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: flipped.offsets)?.frame
                == Rect(x: 190, y: 0, width: 100, height: 80))
        #expect(flipped.layout.attributesForItem(at: IndexPath(item: 1, section: 0), offsets: flipped.offsets)?.frame
                == Rect(x: 80, y: 0, width: 100, height: 80))
        let kept = try screen(TwoColumns(), flips: false, direction: .rightToLeft)
        #expect(kept.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: kept.offsets)?.frame
                == Rect(x: 10, y: 0, width: 100, height: 80))
    }

    @Test("right to left, the layout's own alpha stays with its element, now on the left")
    func appearance() throws {
        let screen = try screen(TwoColumns(), flips: true, direction: .rightToLeft)
        let item1 = try #require(screen.layout.attributesForItem(at: IndexPath(item: 1, section: 0), offsets: screen.offsets))
        #expect(screen.layout.drawsElementAppearances)
        #expect(screen.layout.appearance(of: item1) == ElementAppearance(alpha: 0.5))
        let item0 = try #require(screen.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: screen.offsets))
        #expect(screen.layout.appearance(of: item0) == nil)
    }

    @Test("right to left, a drag comes to rest where the layout says: vertical rests are the same in both directions")
    func rests() throws {
        let layout = TwoColumns()
        let screen = try screen(layout, flips: true, direction: .rightToLeft)
        screen.pointerPressed(at: Point(x: 150, y: 300), time: 0, now: 0)
        screen.pointerMoved(to: Point(x: 150, y: 280), time: 50, now: 0.05)
        screen.pointerMoved(to: Point(x: 150, y: 170), time: 150, now: 0.15)
        screen.pointerMoved(to: Point(x: 150, y: 170), time: 350, now: 0.35)
        screen.pointerReleased(at: Point(x: 150, y: 170), time: 400, now: 0.4)
        for tick in 1...240 { screen.step(now: 0.4 + Double(tick) / 60) }
        // Dragged up 130 points (less the touch slop): the layout rounds to the row at 90.
        #expect(layout.proposals.count == 1)
        #expect(screen.offsets.main == 90)
    }

    @Test("the inspector names the layout's type for a cell and a supplementary, mirrored frames and all")
    func inspector() throws {
        let screen = try screen(TwoColumns(), flips: true, direction: .rightToLeft)
        let cell = try #require(screen.inspectedElement(at: Point(x: 200, y: 40)))
        #expect(cell.indexPath == IndexPath(item: 0, section: 0) && cell.category == .cell)
        #expect(cell.frame == Rect(x: 190, y: 0, width: 100, height: 80))
        #expect(cell.descriptionLines.contains("TwoColumns.item"))
        #expect(screen.inspectedElement(at: Point(x: 185, y: 40)) == nil, "the gap between the columns is empty")
        let inspection = screen.layout.inspection(in: Rect(x: 0, y: 0, width: 300, height: 400), offsets: screen.offsets)
        #expect(inspection.items.map(\.indexPath.item) == Array(0..<10))
        #expect(inspection.runsRightToLeft && inspection.items[1].frame.minX == 80)

        let end = try self.screen(TwoColumns(), flips: false, direction: .leftToRight)
        end.scroll(key: .end, now: 0)
        for tick in 1...120 { end.step(now: Double(tick) / 60) }
        let footer = try #require(end.inspectedElement(at: Point(x: 150, y: 390)))
        #expect(footer.category == .supplementary && footer.kind == "footer")
        #expect(footer.descriptionLines.contains("TwoColumns.supplementary") && footer.descriptionLines.contains("placed by the layout"))
    }
}
