import CollectionLayout
import Foundation
import Testing
import TestSupport

/// Right-to-left layouts: the exact reflection of the left-to-right ones, in dumps, in rect
/// queries at any offsets, in inspections, and at every rest of the six behaviours.
@Suite("Right-to-left layouts mirror left-to-right ones")
struct MirroredLayoutTests {
    static let sizes = [Size(width: 375, height: 667), Size(width: 1024, height: 768), Size(width: 200, height: 300)]

    func solve(_ seed: UInt64, size: Size) -> CompositionalSolution? {
        var generator = RandomLayouts(seed: seed)
        let (layout, counts, _) = generator.layout()
        return try? layout.solve(container: size, itemCounts: counts)
    }

    /// The frames of a dump, in order, with everything else of each element.
    func dumpElements(_ layout: any SolvedCollectionLayout) throws -> [[String: Any]] {
        let text = LayoutDump.string(layout, offsets: layout.unscrolledOffsets)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["elements"] as? [[String: Any]])
    }

    @Test("the dump of a right-to-left layout is the mirror of the left-to-right one", arguments: Array(UInt64(1)...150))
    func dumpsMirror(seed: UInt64) throws {
        for size in Self.sizes {
            guard let solved = solve(seed, size: size) else { continue }
            let rtl = solved.laidOut(in: .rightToLeft)
            let width = max(solved.contentSize.width, size.width)
            let left = try dumpElements(solved), right = try dumpElements(rtl)
            try #require(left.count == right.count)
            for (l, r) in zip(left, right) {
                let lf = try #require(l["frame"] as? [Double]), rf = try #require(r["frame"] as? [Double])
                let expected: [Double] = [width - (lf[0] + lf[2]), lf[1], lf[2], lf[3]]
                // The text is exact; JSONSerialization reads it back to within an ulp or so.
                #expect(zip(rf, expected).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }, "seed \(seed) at \(size): \(rf) against \(expected)")
                let sameSection = l["section"] as? Int == r["section"] as? Int, sameItem = l["item"] as? Int == r["item"] as? Int
                let sameCategory = l["category"] as? String == r["category"] as? String, sameKind = l["kind"] as? String == r["kind"] as? String
                #expect(sameSection && sameItem && sameCategory && sameKind)
            }
        }
    }

    @Test("queries at any offsets return the reflected elements", arguments: Array(UInt64(1)...60))
    func queriesMirror(seed: UInt64) throws {
        let size = Size(width: 375, height: 667)
        guard let solved = solve(seed, size: size) else { return }
        let rtl = solved.laidOut(in: .rightToLeft)
        var rng = SplitMix64(seed: seed)
        var offsets = ScrollOffsets(main: Double.random(in: 0...max(0, solved.contentSize.height - 667), using: &rng), viewportLength: 667)
        for section in solved.orthogonalScrollSections { offsets.orthogonal[section.section] = Double(Int.random(in: 0...400, using: &rng)) }
        let rect = Rect(x: Double.random(in: 0...200, using: &rng), y: offsets.main, width: 175, height: 667)
        let mirroredRect = Rect(x: 375 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        let expected = solved.elements(in: mirroredRect, offsets: offsets).map { element -> LayoutAttributes in
            var e = element
            e.frame = Rect(x: 375 - e.frame.maxX, y: e.frame.minY, width: e.frame.width, height: e.frame.height)
            return e
        }
        #expect(rtl.elements(in: rect, offsets: offsets) == expected, "seed \(seed)")
        #expect(rtl.inspection(in: rect, offsets: offsets).groups.count == solved.inspection(in: mirroredRect, offsets: offsets).groups.count)
    }

    /// Three items a third wide with 10-point section insets at 375: right to left, item 0 is
    /// on the right, its leading inset on the right too.
    @Test("a horizontal group runs from the right") func aHorizontalGroupRunsFromTheRight() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40)
        let solved = try CompositionalLayout(section: section).solve(container: Size(width: 375, height: 667), itemCounts: [3])
            .laidOut(in: .rightToLeft)
        let frames = solved.allElements().map(\.frame)
        // The content is 325 wide: items 108 1/3 each, from x = 365 leftwards.
        let width = 325.0 / 3
        let expected: [Double] = [365, 365 - width, 365 - 2 * width]
        #expect(zip(frames.map(\.maxX), expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(frames.map(\.minX).last == 40)
        #expect(solved.layoutEnvironment.layoutDirection == .rightToLeft)
        #expect(solved.orthogonalSign == -1)
    }

    /// An orthogonal section pages a 300-point group at a time: the rests are the same offsets
    /// either way, and at each the right-to-left strip shows the reflection.
    @Test("orthogonal rests are mirrored", arguments: OrthogonalScrollingBehavior.allCases.filter { $0 != .none })
    func orthogonalRestsAreMirrored(behavior: OrthogonalScrollingBehavior) throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(120)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let ltr = try CompositionalLayout(section: section).solve(container: Size(width: 375, height: 667), itemCounts: [8])
        let rtl = ltr.laidOut(in: .rightToLeft)
        #expect(rtl.orthogonalSign == -1)
        #expect(rtl.initialOffsets == ltr.initialOffsets)
        let strip = try #require(rtl.orthogonalScrollSections.first)
        let snapping = OrthogonalSnapping(section: strip, viewportExtent: 375)
        let rests = snapping.restingOffsets(near: 600, within: 800)
        #expect(!rests.isEmpty || behavior == .continuous)
        for rest in rests + [0, 137.5] {
            let offsets = ScrollOffsets(viewportLength: 667, orthogonal: [0: rest])
            let left = ltr.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), offsets: offsets)
            let right = rtl.elements(in: Rect(x: 0, y: 0, width: 375, height: 667), offsets: offsets)
            let reflected: [Rect] = left.map { Rect(x: 375 - $0.frame.maxX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height) }
            #expect(right.map(\.frame) == reflected)
        }
        // At offset 0 the first card's leading edge is 16 points in from the right.
        let first = try #require(rtl.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: ScrollOffsets(viewportLength: 667)))
        #expect(first.frame.maxX == 375 - 16)
        // Scrolled 100 further, the content has moved 100 to the right.
        let scrolled = try #require(rtl.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: ScrollOffsets(viewportLength: 667, orthogonal: [0: 100])))
        #expect(scrolled.frame.maxX == 375 - 16 + 100)
    }

    /// A layout that scrolls horizontally starts at its far end, right to left, with item 0 at
    /// the right edge of the view.
    @Test("a horizontal layout starts at the far end") func aHorizontalLayoutStartsAtTheFarEnd() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: configuration)
        let rtl = try layout.solve(container: Size(width: 375, height: 300), itemCounts: [10]).laidOut(in: .rightToLeft)
        #expect(rtl.contentSize.width == 1000)
        #expect(rtl.initialOffsets.main == 625)
        let first = try #require(rtl.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: rtl.initialOffsets))
        #expect(first.frame == Rect(x: 900, y: 0, width: 100, height: 300))
        #expect(rtl.laidOut(in: .leftToRight).initialOffsets.main == 0)
    }
}
