import Testing
import CollectionLayout
import XCollectionGallery

/// Exact frames of the flow examples from the seed at a phone and a tablet size.
struct FlowExampleTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var size: Size
        var contentSize: Size
        var elements: [FlowElement]
        var description: String { "\(name) @ \(size)" }
    }

    static func cells(_ frames: [[Double]]) -> [FlowElement] {
        frames.enumerated().map { FlowElement("cell", 0, $0.offset, $0.element) }
    }

    static let cases: [Case] = [
        // Six 50-point items fit 375 points with 10 between; the 75 left over widen the five
        // gaps to 15. The last line keeps those columns.
        Case(name: "flow-simple", size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 110), elements: cells([
            [0, 0, 50, 50], [65, 0, 50, 50], [130, 0, 50, 50], [195, 0, 50, 50], [260, 0, 50, 50], [325, 0, 50, 50],
            [0, 60, 50, 50], [65, 60, 50, 50], [130, 60, 50, 50], [195, 60, 50, 50],
        ])),
        // All ten fit one 1024-point line, which is justified: 434 left over in nine gaps.
        Case(name: "flow-simple", size: Size(width: 1024, height: 768), contentSize: Size(width: 1024, height: 50),
             elements: cells((0..<10).map { [Double($0) * (50 + (10 + 434.0 / 9)), 0, 50, 50] })),
        Case(name: "flow-column", size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 1288), elements: cells([
            [8, 8, 359, 120], [8, 136, 359, 120], [8, 264, 359, 120], [8, 392, 359, 120], [8, 520, 359, 120],
            [8, 648, 359, 120], [8, 776, 359, 120], [8, 904, 359, 120], [8, 1032, 359, 120], [8, 1160, 359, 120],
        ])),
        Case(name: "flow-column", size: Size(width: 1024, height: 768), contentSize: Size(width: 1024, height: 1288), elements: cells([
            [8, 8, 1008, 120], [8, 136, 1008, 120], [8, 264, 1008, 120], [8, 392, 1008, 120], [8, 520, 1008, 120],
            [8, 648, 1008, 120], [8, 776, 1008, 120], [8, 904, 1008, 120], [8, 1032, 1008, 120], [8, 1160, 1008, 120],
        ])),
        // Header and footer span the view; the 20-point insets lie between them and the rows;
        // a row holding one item centres it (the view has no side insets here).
        Case(name: "flow-headers-footers", size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 744), elements:
            [FlowElement("header", 0, 0, [0, 0, 375, 100])] + cells([
                [8, 120, 359, 120], [8, 248, 359, 120], [8, 376, 359, 120], [8, 504, 359, 120],
            ]) + [FlowElement("footer", 0, 0, [0, 644, 375, 100])]),
        Case(name: "flow-headers-footers", size: Size(width: 1024, height: 768), contentSize: Size(width: 1024, height: 744), elements:
            [FlowElement("header", 0, 0, [0, 0, 1024, 100])] + cells([
                [8, 120, 1008, 120], [8, 248, 1008, 120], [8, 376, 1008, 120], [8, 504, 1008, 120],
            ]) + [FlowElement("footer", 0, 0, [0, 644, 1024, 100])]),
        // Text estimates: 40 characters a line at 375, 126 at 1024; 18 points a line plus 82.
        Case(name: "flow-feed", size: Size(width: 375, height: 667), contentSize: Size(width: 375, height: 1204), elements: [
            FlowElement("cell", 0, 0, [0, 0, 375, 118]), FlowElement("cell", 0, 1, [0, 128, 375, 118]),
            FlowElement("cell", 0, 2, [0, 256, 375, 118]),
            FlowElement("cell", 1, 0, [0, 374, 375, 100]), FlowElement("cell", 1, 1, [0, 484, 375, 172]),
            FlowElement("cell", 1, 2, [0, 666, 375, 100]), FlowElement("cell", 1, 3, [0, 776, 375, 154]),
            FlowElement("cell", 1, 4, [0, 940, 375, 118]), FlowElement("cell", 1, 5, [0, 1068, 375, 136]),
        ]),
        Case(name: "flow-feed", size: Size(width: 1024, height: 768), contentSize: Size(width: 1024, height: 1006), elements: [
            FlowElement("cell", 0, 0, [0, 0, 1024, 100]), FlowElement("cell", 0, 1, [0, 110, 1024, 100]),
            FlowElement("cell", 0, 2, [0, 220, 1024, 100]),
            FlowElement("cell", 1, 0, [0, 320, 1024, 100]), FlowElement("cell", 1, 1, [0, 430, 1024, 118]),
            FlowElement("cell", 1, 2, [0, 558, 1024, 100]), FlowElement("cell", 1, 3, [0, 668, 1024, 118]),
            FlowElement("cell", 1, 4, [0, 796, 1024, 100]), FlowElement("cell", 1, 5, [0, 906, 1024, 100]),
        ]),
    ]

    @Test("exact frames", arguments: cases)
    func exactFrames(_ c: Case) throws {
        let example = try #require(Gallery.example(named: c.name))
        let solved = try example.solve(container: c.size)
        #expect(solved.contentSize == c.contentSize)
        #expect(solved.flowElements() == c.elements)
        for element in c.elements where element.kind == "cell" {
            let attributes = solved.attributesForItem(at: IndexPath(item: element.item, section: element.section), offsets: solved.initialOffsets)
            #expect(attributes.map(FlowElement.init) == element)
        }
    }

    @Test("frames are finite", arguments: ["flow-simple", "flow-column", "flow-headers-footers", "flow-feed"],
          [Size(width: 1, height: 1), Size(width: 10, height: 10), Size(width: 375, height: 667), Size(width: 1024, height: 768), Size(width: 100_000, height: 50)])
    func framesAreFinite(_ name: String, _ size: Size) throws {
        let solved = try #require(Gallery.example(named: name)).solve(container: size)
        #expect(solved.contentSize.width.isFinite && solved.contentSize.height.isFinite)
        for element in solved.allElements() {
            let f = element.frame
            let finite = f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
            #expect(finite, "\(element)")
        }
    }

    @Test("header and footer kinds") func headerAndFooterKinds() throws {
        let solved = try #require(Gallery.example(named: "flow-headers-footers")).solve(container: Size(width: 375, height: 667))
        let header = solved.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets)
        #expect(header?.category == .supplementary)
        #expect(header?.frame == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(solved.attributesForSupplementaryElement(ofKind: "footer", at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets)?.frame
            == Rect(x: 0, y: 644, width: 375, height: 100))
        #expect(solved.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 1, section: 0), offsets: solved.initialOffsets) == nil)
        #expect(solved.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets) == nil)
    }
}
