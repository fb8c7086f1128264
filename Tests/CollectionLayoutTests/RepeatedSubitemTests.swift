import CollectionLayout
import Testing

@Suite("Repeated subitems: a large count costs what the section shows, not what the group could hold")
struct RepeatedSubitemTests {
    /// A row of `count` equal items 44 tall, optionally each a vertical group of `innerCount`.
    func row(count: Int, innerCount: Int? = nil) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var subitem: any LayoutSubitemConvertible = item
        if let innerCount {
            subitem = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                                           subitem: item, count: innerCount)
        }
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                           subitem: subitem, count: count)
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    @Test("a ten-item section of a 10,000-count group places its ten cells where the full group would")
    func fewItems() throws {
        let solved = try row(count: 10_000).solve(container: Size(width: 1000, height: 667), itemCounts: [10, 10])
        let frames = solved.cellFrames
        #expect(frames.count == 20)
        let last = try #require(frames[IndexPath(item: 9, section: 1)])
        #expect(close(last, rect(0.9, 44, 0.1, 44)))
        #expect(solved.contentSize == Size(width: 1000, height: 88))
    }

    @Test("a 10,000 by 10,000 nested group with five items solves at once; with more than 100,000 items it is refused")
    func nestedCounts() throws {
        let layout = row(count: 10_000, innerCount: 10_000)
        let solved = try layout.solve(container: Size(width: 1000, height: 667), itemCounts: [5])
        #expect(solved.cellFrames[IndexPath(item: 4, section: 0)] == rect(0, 4 * 0.0044, 0.1, 0.0044))
        let error = #expect(throws: LayoutError.self) { try layout.solve(container: Size(width: 1000, height: 667), itemCounts: [1_000_000]) }
        #expect(error?.path == "sections[0].group")
        #expect(error?.message == "the group holds more than 100000 items with its nested groups; make the items larger or the counts smaller")
    }

    @Test("sections that repeat a group with thousands of items all solve to the same frames")
    func sharedTemplates() throws {
        let solved = try row(count: 10_000).solve(container: Size(width: 1000, height: 667), itemCounts: Array(repeating: 20_000, count: 200))
        let first = try #require(solved.attributesForItem(at: IndexPath(item: 10_001, section: 0), offsets: solved.initialOffsets))
        let last = try #require(solved.attributesForItem(at: IndexPath(item: 10_001, section: 199), offsets: solved.initialOffsets))
        #expect(first.frame == rect(0.1, 44, 0.1, 44))
        #expect(last.frame == rect(0.1, 199 * 88 + 44, 0.1, 44))
    }
}
