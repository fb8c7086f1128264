import Testing
import TestSupport
import CollectionLayout

/// Pinning, rect queries against the full enumeration, and the cost of large sections.
struct FlowQueryTests {
    /// Two sections of 12 items (two lines of six at 375) under 40-point pinned headers:
    /// section 0 spans 0...150, section 1 spans 150...300.
    static func pinnedLayout() -> FlowLayout {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        return layout
    }

    @Test("pinned headers", arguments: [(0.0, 0.0, 150.0), (50, 50, 150), (110, 110, 150), (120, 110, 150), (200, 110, 200), (260, 110, 260), (400, 110, 260)])
    func pinnedHeaders(_ offset: Double, _ header0: Double, _ header1: Double) throws {
        let solved = try Self.pinnedLayout().solve(container: Size(width: 375, height: 300), itemCounts: [12, 12])
        let offsets = ScrollOffsets(main: offset, viewportLength: 300)
        let y0 = solved.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0), offsets: offsets)?.frame
        let y1 = solved.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 1), offsets: offsets)?.frame
        #expect(y0 == Rect(x: 0, y: header0, width: 375, height: 40))
        #expect(y1 == Rect(x: 0, y: header1, width: 375, height: 40))
        // A rect query at the visible bounds finds the header where it is pinned.
        let visible = solved.elements(in: Rect(x: 0, y: offset, width: 375, height: 300), offsets: offsets)
        let headers = visible.filter { $0.elementKind == "header" }.map(\.frame.minY)
        #expect(headers == [header0, header1].filter { $0 + 40 > offset && $0 < offset + 300 })
    }

    @Test("pinned footers", arguments: [(0.0, 70.0), (20, 90), (40, 110), (100, 110), (150, 110)])
    func pinnedFooters(_ offset: Double, _ footerY: Double) throws {
        // Section 0: eleven 10-point lines (0...110) and a 30-point footer at 110; section 1
        // follows at 140. The pinned footer keeps to the viewport's bottom edge, never below
        // its own place.
        var layout = FlowLayout(itemSize: Size(width: 375, height: 10), minimumLineSpacing: 0)
        layout.footerReferenceSize = Size(width: 0, height: 30)
        layout.sectionFootersPinToVisibleBounds = true
        let solved = try layout.solve(container: Size(width: 375, height: 100), itemCounts: [11, 3])
        let frame = solved.attributesForSupplementaryElement(ofKind: "footer", at: IndexPath(item: 0, section: 0),
                                                             offsets: ScrollOffsets(main: offset, viewportLength: 100))?.frame
        #expect(frame == Rect(x: 0, y: footerY, width: 375, height: 30))
        #expect(solved.contentSize == Size(width: 375, height: 200))
    }

    static func layouts() -> [(String, FlowLayout, [Int], Size)] {
        var headers = pinnedLayout()
        headers.footerReferenceSize = Size(width: 0, height: 25)
        headers.sectionFootersPinToVisibleBounds = true
        headers.sectionInset = EdgeInsets(top: 3, left: 7, bottom: 11, right: 5)
        let uneven = FlowSectionTable([
            FlowSection(items: 40, itemSizes: [Size(width: 30, height: 20), Size(width: 90, height: 45), Size(width: 170, height: 10)]),
            FlowSection(items: 0),
            FlowSection(items: 25, itemSizes: [Size(width: 400, height: 5), Size(width: 12, height: 60)], minimumLineSpacing: 0),
        ])
        var horizontal = FlowLayout(itemSize: Size(width: 33, height: 47), scrollDirection: .horizontal)
        horizontal.headerReferenceSize = Size(width: 20, height: 0)
        horizontal.sectionHeadersPinToVisibleBounds = true
        var unevenHorizontal = FlowLayout(scrollDirection: .horizontal, delegate: uneven)
        unevenHorizontal.footerReferenceSize = Size(width: 15, height: 0)
        return [
            ("uniform", FlowLayout(), [37, 5, 0, 13], Size(width: 375, height: 667)),
            ("headers", headers, [30, 1, 0, 17], Size(width: 320, height: 480)),
            ("uneven", FlowLayout(delegate: uneven), uneven.itemCounts, Size(width: 375, height: 400)),
            ("horizontal", horizontal, [50, 3], Size(width: 300, height: 200)),
            ("unevenHorizontal", unevenHorizontal, uneven.itemCounts, Size(width: 300, height: 420)),
        ]
    }

    @Test("rect queries match the full enumeration", arguments: 0..<5)
    func rectQueriesMatchTheFullEnumeration(_ index: Int) throws {
        let (name, layout, counts, size) = Self.layouts()[index]
        let solved = try layout.solve(container: size, itemCounts: counts)
        var random = SplitMix64(seed: UInt64(index + 1) * 7919)
        let content = solved.contentSize
        var checked = 0
        for _ in 0..<300 {
            let main = random.double(-50...(Swift.max(content.width, content.height) + 50))
            let offsets = ScrollOffsets(main: main, viewportLength: size[layout.scrollDirection.axis])
            let x = random.double(-40...(content.width + 40)), y = random.double(-40...(content.height + 40))
            let rect = Rect(x: x, y: y, width: random.double(0...250), height: random.double(0...250))
            let expected = solved.allElements(offsets: offsets).filter { $0.frame.intersects(rect) }
            let found = solved.elements(in: rect, offsets: offsets)
            #expect(Set(found) == Set(expected), "\(name) \(rect) at \(main)")
            #expect(found.count == expected.count, "\(name) \(rect): duplicates")
            checked += expected.count
        }
        #expect(checked > 0, "the random rects met nothing in \(name)")
        for element in solved.allElements() where element.category == .cell {
            #expect(solved.attributesForItem(at: element.indexPath, offsets: solved.initialOffsets) == element)
            #expect(element.frame.minX.isFinite && element.frame.minY.isFinite)
        }
    }

    @Test("a million uniform items cost no more than A hundred") func aMillionUniformItemsCostNoMoreThanAHundred() throws {
        let screen = Rect(x: 0, y: 0, width: 375, height: 667)
        let big = try FlowLayout().solve(container: screen.size, itemCounts: [1_000_000])
        let small = try FlowLayout().solve(container: screen.size, itemCounts: [100])
        #expect(big.elements(in: screen, offsets: big.initialOffsets) == small.elements(in: screen, offsets: small.initialOffsets))
        #expect(big.elements(in: screen, offsets: big.initialOffsets).count == 72)
        // 166,667 lines 60 apart, the last holding four items in the first four columns.
        #expect(big.contentSize == Size(width: 375, height: 10_000_010))
        #expect(big.attributesForItem(at: IndexPath(item: 999_999, section: 0), offsets: big.initialOffsets)?.frame
            == Rect(x: 195, y: 9_999_960, width: 50, height: 50))
        let far = Rect(x: 0, y: 5_000_000, width: 375, height: 667)
        #expect(big.elements(in: far, offsets: big.initialOffsets).count == 72)
        // A trillion items still solve without visiting them.
        let huge = try FlowLayout().solve(container: screen.size, itemCounts: [1_000_000_000_000])
        #expect(huge.elements(in: screen, offsets: huge.initialOffsets).count == 72)
    }

    @Test("items sized one by one are found by binary search") func itemsSizedOneByOneAreFoundByBinarySearch() throws {
        let table = FlowSectionTable([FlowSection(items: 200_000, itemSizes: [Size(width: 100, height: 30), Size(width: 150, height: 60)])])
        let solved = try FlowLayout(delegate: table).solve(container: Size(width: 375, height: 667), itemCounts: table.itemCounts)
        // 100 + 150 + 100 (+20) = 370 fits the first line; from then on each line starts with
        // a 150 and holds 150 + 100 (a second 150 would make 420): lines 70 apart.
        let first = solved.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), offsets: solved.initialOffsets)
        #expect(first.count == 3 + 9 * 2)
        let offsets = solved.initialOffsets
        #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: offsets)?.frame == Rect(x: 0, y: 15, width: 100, height: 30))
        // 115 left over on a two-item line: the 100 ends on the far edge, centred on the 60-point line.
        #expect(solved.attributesForItem(at: IndexPath(item: 4, section: 0), offsets: offsets)?.frame == Rect(x: 275, y: 85, width: 100, height: 30))
        // The last line holds item 199,999 alone, with room for another: it stays at the start.
        #expect(solved.attributesForItem(at: IndexPath(item: 199_999, section: 0), offsets: offsets)?.frame
            == Rect(x: 0, y: 6_999_930, width: 150, height: 60))
        #expect(solved.lineCount(section: 0) == 100_000)
    }
}
