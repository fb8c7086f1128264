import Testing
import CollectionLayout

/// The line rules: fitting, justification, centring, the last line, oversized items.
struct FlowLineTests {
    let phone = Size(width: 375, height: 667)

    func cells(_ layout: FlowLayout, _ counts: [Int], container: Size? = nil) throws -> [FlowElement] {
        try layout.solve(container: container ?? phone, itemCounts: counts).flowElements().filter { $0.kind == "cell" }
    }

    @Test("full line is justified edge to edge") func fullLineIsJustifiedEdgeToEdge() throws {
        let solved = try FlowLayout().solve(container: phone, itemCounts: [12])
        let line = try #require(solved.line(0, section: 0))
        #expect(line == FlowLine(firstItem: 0, count: 6, leadingOffset: 0, gap: 15, thickness: 50, mainOffset: 0))
        #expect(solved.line(1, section: 0) == FlowLine(firstItem: 6, count: 6, leadingOffset: 0, gap: 15, thickness: 50, mainOffset: 60))
        #expect(solved.lineCount(section: 0) == 2)
        // The last item of a full line ends on the far edge.
        #expect(solved.attributesForItem(at: IndexPath(item: 5, section: 0), offsets: solved.initialOffsets)?.frame.maxX == 375)
    }

    @Test("single item is centred", arguments: [(100.0, 137.5), (200.0, 87.5), (375.0, 0.0), (1.0, 187.0)])
    func singleItemIsCentred(_ width: Double, _ x: Double) throws {
        let layout = FlowLayout(itemSize: Size(width: width, height: 40))
        #expect(try cells(layout, [1]) == [FlowElement("cell", 0, 0, [x, 0, width, 40])])
    }

    @Test("lines of one item are each centred") func linesOfOneItemAreEachCentred() throws {
        let layout = FlowLayout(itemSize: Size(width: 200, height: 40))
        #expect(try cells(layout, [3]) == [
            FlowElement("cell", 0, 0, [87.5, 0, 200, 40]), FlowElement("cell", 0, 1, [87.5, 50, 200, 40]),
            FlowElement("cell", 0, 2, [87.5, 100, 200, 40]),
        ])
    }

    @Test("last line of uniform items keeps columns") func lastLineOfUniformItemsKeepsColumns() throws {
        let frames = try cells(FlowLayout(), [8])
        #expect(frames[6] == FlowElement("cell", 0, 6, [0, 60, 50, 50]))
        #expect(frames[7] == FlowElement("cell", 0, 7, [65, 60, 50, 50]))
        // A lone item on the last line is not centred: it keeps column 0.
        #expect(try cells(FlowLayout(), [7])[6] == FlowElement("cell", 0, 6, [0, 60, 50, 50]))
    }

    @Test("oversized item starts at the leading edge") func oversizedItemStartsAtTheLeadingEdge() throws {
        var layout = FlowLayout(itemSize: Size(width: 400, height: 30))
        layout.sectionInset = EdgeInsets(left: 5, right: 5)
        #expect(try cells(layout, [2]) == [FlowElement("cell", 0, 0, [5, 0, 400, 30]), FlowElement("cell", 0, 1, [5, 40, 400, 30])])
    }

    @Test("items filling the line exactly fit") func itemsFillingTheLineExactlyFit() throws {
        // 5 × 67 + 4 × 10 = 375: one line, no leftover.
        let frames = try cells(FlowLayout(itemSize: Size(width: 67, height: 20)), [5])
        #expect(frames.map { $0.frame[0] } == [0, 77, 154, 231, 308])
        #expect(frames.allSatisfy { $0.frame[1] == 0 })
    }

    @Test("uneven item sizes") func unevenItemSizes() throws {
        // Cycled 100 and 120 wide: 100+120+100 (+20) = 340 fits, a fourth would not.
        let table = FlowSectionTable([FlowSection(items: 7, itemSizes: [Size(width: 100, height: 50), Size(width: 120, height: 50)])])
        let solved = try FlowLayout(delegate: table).solve(container: phone, itemCounts: table.itemCounts)
        #expect(solved.flowElements() == [
            // 35 left over: two gaps of 27.5.
            FlowElement("cell", 0, 0, [0, 0, 100, 50]), FlowElement("cell", 0, 1, [127.5, 0, 120, 50]),
            FlowElement("cell", 0, 2, [275, 0, 100, 50]),
            // 120+100+120 (+20) = 360: 15 left, gaps of 17.5.
            FlowElement("cell", 0, 3, [0, 60, 120, 50]), FlowElement("cell", 0, 4, [137.5, 60, 100, 50]),
            FlowElement("cell", 0, 5, [255, 60, 120, 50]),
            // The last line holds one item but room for three like it: it stays at the start.
            FlowElement("cell", 0, 6, [0, 120, 100, 50]),
        ])
        #expect(solved.contentSize == Size(width: 375, height: 170))
        #expect(solved.line(2, section: 0) == FlowLine(firstItem: 6, count: 1, leadingOffset: 0, gap: 37.5, thickness: 50, mainOffset: 120))
    }

    @Test("items thinner than the line are centred on it") func itemsThinnerThanTheLineAreCentredOnIt() throws {
        let table = FlowSectionTable([FlowSection(items: 4, itemSizes: [
            Size(width: 50, height: 50), Size(width: 50, height: 80), Size(width: 50, height: 20), Size(width: 300, height: 10),
        ])])
        let solved = try FlowLayout(delegate: table).solve(container: Size(width: 170, height: 500), itemCounts: table.itemCounts)
        // 3 × 50 + 2 × 10 = 170 fills the first line exactly; it is 80 thick.
        #expect(solved.flowElements() == [
            FlowElement("cell", 0, 0, [0, 15, 50, 50]), FlowElement("cell", 0, 1, [60, 0, 50, 80]),
            FlowElement("cell", 0, 2, [120, 30, 50, 20]),
            FlowElement("cell", 0, 3, [0, 90, 300, 10]),
        ])
    }

    @Test("last line of uneven items spreads as if filled with its last item") func lastLineOfUnevenItemsSpreadsAsIfFilledWithItsLastItem() throws {
        // 375 wide: 200 alone (centred), then 200 and 60 on the last line, which has room for
        // one more 60 (200 + 60 + 60 + 2 × 10 = 340): 35 spread over the 2 gaps.
        let table = FlowSectionTable([FlowSection(items: 3, itemSizes: [
            Size(width: 200, height: 10), Size(width: 200, height: 10), Size(width: 60, height: 10),
        ])])
        let frames = try FlowLayout(delegate: table).solve(container: phone, itemCounts: table.itemCounts).flowElements()
        #expect(frames.map(\.frame) == [[87.5, 0, 200, 10], [0, 20, 200, 10], [227.5, 20, 60, 10]])
    }

    @Test("sections and spacings from the delegate") func sectionsAndSpacingsFromTheDelegate() throws {
        let table = FlowSectionTable([
            FlowSection(items: 2, sectionInset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 15), minimumInteritemSpacing: 0),
            FlowSection(items: 3, minimumLineSpacing: 4, headerReferenceSize: Size(width: 0, height: 30)),
        ])
        var layout = FlowLayout(itemSize: Size(width: 100, height: 20), delegate: table)
        layout.footerReferenceSize = Size(width: 0, height: 12)
        let solved = try layout.solve(container: Size(width: 225, height: 400), itemCounts: table.itemCounts)
        #expect(solved.flowElements() == [
            // 200 wide line space: 100 + 0 + 100 fills it.
            FlowElement("cell", 0, 0, [10, 5, 100, 20]), FlowElement("cell", 0, 1, [110, 5, 100, 20]),
            FlowElement("footer", 0, 0, [0, 32, 225, 12]),
            // Section 1 at 44: header 30, two per line (225 - 210 = 15 extra), lines 4 apart.
            FlowElement("header", 1, 0, [0, 44, 225, 30]),
            FlowElement("cell", 1, 0, [0, 74, 100, 20]), FlowElement("cell", 1, 1, [125, 74, 100, 20]),
            FlowElement("cell", 1, 2, [0, 98, 100, 20]),
            FlowElement("footer", 1, 0, [0, 118, 225, 12]),
        ])
        #expect(solved.contentSize == Size(width: 225, height: 130))
    }

    @Test("empty section keeps insets header and footer") func emptySectionKeepsInsetsHeaderAndFooter() throws {
        var layout = FlowLayout(sectionInset: EdgeInsets(top: 10, bottom: 20))
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.footerReferenceSize = Size(width: 0, height: 30)
        let solved = try layout.solve(container: phone, itemCounts: [0])
        #expect(solved.flowElements() == [FlowElement("header", 0, 0, [0, 0, 375, 40]), FlowElement("footer", 0, 0, [0, 70, 375, 30])])
        #expect(solved.contentSize == Size(width: 375, height: 100))
    }

    @Test("layout margins inset the lines") func layoutMarginsInsetTheLines() throws {
        var layout = FlowLayout()
        layout.sectionInsetReference = .fromLayoutMargins
        // A root view 382 wide has 16-point margins: 350 points of line space, six items 10 apart.
        let frames = try cells(layout, [6], container: Size(width: 382, height: 500))
        #expect(frames.map { $0.frame[0] } == [16, 76, 136, 196, 256, 316])
        // From 414 wide the margins are 20: 390 points hold six items, 90 over five gaps.
        let wide = try cells(layout, [6], container: Size(width: 430, height: 500))
        #expect(wide.map { $0.frame[0] } == [20, 88, 156, 224, 292, 360])
    }

    @Test("assigned layout margins replace the system ones") func assignedLayoutMarginsReplaceTheSystemOnes() throws {
        var layout = FlowLayout()
        layout.sectionInsetReference = .fromLayoutMargins
        layout.layoutMargins = EdgeInsets(top: 30, left: 5, bottom: 0, right: 27)
        // 382 - 32 = 350 points from x = 5; the top margin lies along the scrolling direction.
        let frames = try cells(layout, [6], container: Size(width: 382, height: 500))
        #expect(frames.map { $0.frame[0] } == [5, 65, 125, 185, 245, 305])
        #expect(frames.map { $0.frame[1] } == [0, 0, 0, 0, 0, 0])
    }

    @Test("estimated item size is kept until measured") func estimatedItemSizeIsKeptUntilMeasured() throws {
        var layout = FlowLayout()
        layout.estimatedItemSize = Size(width: 375, height: 44)
        #expect(layout.isSelfSizing)
        #expect(try cells(layout, [2]) == [FlowElement("cell", 0, 0, [0, 0, 375, 44]), FlowElement("cell", 0, 1, [0, 54, 375, 44])])
    }

    @Test("horizontal direction") func horizontalDirection() throws {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 100), scrollDirection: .horizontal)
        layout.headerReferenceSize = Size(width: 40, height: 999)
        layout.footerReferenceSize = Size(width: 30, height: 1)
        // Columns of 630: five items (540 with spacing) and 90 spread over four gaps.
        let solved = try layout.solve(container: Size(width: 375, height: 630), itemCounts: [7])
        #expect(solved.flowElements() == [
            FlowElement("header", 0, 0, [0, 0, 40, 630]),
            FlowElement("cell", 0, 0, [40, 0, 100, 100]), FlowElement("cell", 0, 1, [40, 132.5, 100, 100]),
            FlowElement("cell", 0, 2, [40, 265, 100, 100]), FlowElement("cell", 0, 3, [40, 397.5, 100, 100]),
            FlowElement("cell", 0, 4, [40, 530, 100, 100]),
            FlowElement("cell", 0, 5, [150, 0, 100, 100]), FlowElement("cell", 0, 6, [150, 132.5, 100, 100]),
            FlowElement("footer", 0, 0, [250, 0, 30, 630]),
        ])
        #expect(solved.contentSize == Size(width: 280, height: 630))
        #expect(solved.scrollDirection == .horizontal)
    }

    @Test("horizontal uneven items centre across the column") func horizontalUnevenItemsCentreAcrossTheColumn() throws {
        let table = FlowSectionTable([FlowSection(items: 2, itemSizes: [Size(width: 40, height: 100), Size(width: 80, height: 200)])])
        let layout = FlowLayout(scrollDirection: .horizontal, delegate: table)
        let solved = try layout.solve(container: Size(width: 500, height: 310), itemCounts: table.itemCounts)
        // 100 + 10 + 200 = 310 fills the column; it is 80 wide, so the 40-wide item sits at 20.
        #expect(solved.flowElements() == [FlowElement("cell", 0, 0, [20, 0, 40, 100]), FlowElement("cell", 0, 1, [0, 110, 80, 200])])
    }
}
