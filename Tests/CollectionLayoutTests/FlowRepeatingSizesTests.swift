import CollectionLayout
import Testing
import TestSupport

/// The same sizes as a `FlowSectionTable`, but asked item by item, as a delegate that does
/// not say its sizes repeat is: the one-pass line breaking the repeating lines must agree with.
private struct ItemByItem: FlowLayoutDelegate {
    let table: FlowSectionTable

    func flowLayout(_ layout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool {
        table.flowLayout(layout, container: container, sizesItemsIndividuallyInSection: section)
    }

    func flowLayout(_ layout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size? {
        table.flowLayout(layout, container: container, sizeForItemAt: indexPath)
    }

    func flowLayout(_ layout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets? {
        table.flowLayout(layout, container: container, insetForSectionAt: section)
    }
}

@Suite("Flow sections whose item sizes repeat solve lazily, exactly as item by item")
struct FlowRepeatingSizesTests {
    /// A random vertical or horizontal flow of one section cycling through one to six whole-point sizes.
    func randomLayout(seed: UInt64) -> (FlowLayout, FlowSectionTable) {
        var random = SplitMix64(seed: seed)
        var layout = FlowLayout()
        layout.scrollDirection = Bool.random(using: &random) ? .vertical : .horizontal
        layout.minimumInteritemSpacing = Double(Int.random(in: 0...12, using: &random))
        layout.minimumLineSpacing = Double(Int.random(in: 0...12, using: &random))
        let sizes = (0..<Int.random(in: 1...6, using: &random)).map { _ in
            Size(width: Double(Int.random(in: 1...200, using: &random)), height: Double(Int.random(in: 1...200, using: &random)))
        }
        let table = FlowSectionTable([FlowSection(items: Int.random(in: 0...300, using: &random), itemSizes: sizes,
                                                  sectionInset: EdgeInsets(top: 5, left: 7, bottom: 3, right: 11))])
        return (layout, table)
    }

    @Test("every frame and line matches breaking the lines item by item", arguments: 0..<200)
    func matchesItemByItem(seed: UInt64) throws {
        var (layout, table) = randomLayout(seed: seed)
        let size = Size(width: 375, height: 667)
        layout.delegate = table
        let lazy = try layout.solve(container: size, itemCounts: table.itemCounts)
        layout.delegate = ItemByItem(table: table)
        let eager = try layout.solve(container: size, itemCounts: table.itemCounts)
        #expect(lazy.flowElements() == eager.flowElements())
        #expect(lazy.contentSize == eager.contentSize)
        #expect(lazy.lineCount(section: 0) == eager.lineCount(section: 0))
        for index in 0..<eager.lineCount(section: 0) { #expect(lazy.line(index, section: 0) == eager.line(index, section: 0)) }
        let rect = Rect(x: 0, y: 300, width: 375, height: 200)
        let offsets = ScrollOffsets(main: 300, viewportLength: 200)
        #expect(Set(lazy.elements(in: rect, offsets: offsets)) == Set(eager.elements(in: rect, offsets: offsets)))
    }

    @Test("a trillion items cycling three sizes solve at once, the last one where the cycle puts it")
    func trillionItems() throws {
        // Widths 100, 150, 100 with spacing 10 on 375: lines of 3 items (100+150+100+20 = 370), 60 tall, 10 apart.
        var layout = FlowLayout()
        layout.delegate = FlowSectionTable([FlowSection(items: 1_000_000_000_000, itemSizes: [
            Size(width: 100, height: 40), Size(width: 150, height: 60), Size(width: 100, height: 20)])])
        let solved = try layout.solve(container: Size(width: 375, height: 667), itemCounts: [1_000_000_000_000])
        // 333,333,333,334 lines: the last holds item 999,999,999,999 alone, spread as if copies of it
        // followed, so it keeps to the leading edge.
        #expect(solved.lineCount(section: 0) == 333_333_333_334)
        let lastLineTop = 70.0 * 333_333_333_333
        #expect(solved.contentSize == Size(width: 375, height: lastLineTop + 40))
        let last = try #require(solved.attributesForItem(at: IndexPath(item: 999_999_999_999, section: 0), offsets: solved.initialOffsets))
        #expect(last.frame == Rect(x: 0, y: lastLineTop, width: 100, height: 40))
        // Item 500,000,000,002 is the middle of line 166,666,666,667, which spreads its 5 spare points into two gaps.
        let middle = try #require(solved.attributesForItem(at: IndexPath(item: 500_000_000_002, section: 0), offsets: solved.initialOffsets))
        #expect(middle.frame == Rect(x: 112.5, y: 70.0 * 166_666_666_667, width: 150, height: 60))
    }

    @Test("sections sized item by item are refused, before any is solved, when together they pass ten million items")
    func itemByItemTotal() {
        var layout = FlowLayout()
        let table = FlowSectionTable([FlowSection(items: 6_000_000, itemSizes: [Size(width: 10, height: 10)]),
                                      FlowSection(items: 6_000_000, itemSizes: [Size(width: 10, height: 10)])])
        layout.delegate = ItemByItem(table: table)
        let error = #expect(throws: LayoutError.self) { try layout.solve(container: Size(width: 375, height: 667), itemCounts: table.itemCounts) }
        #expect(error?.path == "sections[1].items")
        #expect(error?.message == "sections sized item by item hold at most 10000000 items together, and this one takes them past it")
    }
}
