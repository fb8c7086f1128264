import CollectionLayout
import Testing

@Suite("Self-sizing: measured extents replace estimates, and later content moves by the difference")
struct SelfSizingLayoutTests {
    /// Full-width rows estimated 50 tall, 10 apart, below a header estimated 40 tall, with insets 8.
    func estimatedList() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            elementKind: "header", alignment: .top)]
        return CompositionalLayout(section: section)
    }

    /// Records item `item`'s extent; true when the layout changes (an extent equal to the estimate does not).
    @discardableResult
    func record(_ measurements: inout LayoutMeasurements, _ solved: CompositionalSolution, item: Int, extent: Double) throws -> Bool {
        let cell = try #require(solved.attributesForItem(at: IndexPath(item: item, section: 0), offsets: solved.initialOffsets))
        let shape = try #require(solved.selfSizingShape(of: cell))
        return measurements.record(cell, shape: shape, extent: extent)
    }

    @Test("unmeasured rows keep the estimate; a measured row takes its extent and pushes the rest")
    func measuredRow() throws {
        let layout = estimatedList()
        let estimated = try layout.solve(container: phone, itemCounts: [1000])
        // Header 40, inset 8: row k at 48 + 60k.
        #expect(estimated.cellFrames[IndexPath(item: 3, section: 0)] == rect(8, 228, 359, 50))
        var measurements = LayoutMeasurements()
        #expect(try record(&measurements, estimated, item: 1, extent: 120))
        #expect(try record(&measurements, estimated, item: 500, extent: 20))
        #expect(try !record(&measurements, estimated, item: 7, extent: 50))
        let measured = try layout.solve(container: phone, itemCounts: [1000], measurements: measurements)
        let frames = measured.cellFrames
        #expect(frames[IndexPath(item: 0, section: 0)] == rect(8, 48, 359, 50))
        #expect(frames[IndexPath(item: 1, section: 0)] == rect(8, 108, 359, 120))
        #expect(frames[IndexPath(item: 2, section: 0)] == rect(8, 238, 359, 50))
        #expect(frames[IndexPath(item: 500, section: 0)] == rect(8, 48 + 60 * 500 + 70, 359, 20))
        #expect(frames[IndexPath(item: 501, section: 0)] == rect(8, 48 + 60 * 501 + 70 - 30, 359, 50))
        #expect(measured.contentSize.height == estimated.contentSize.height + 70 - 30)
    }

    @Test("rect queries over measured rows find exactly the rows the enumeration places there",
          arguments: [0.0, 150, 4_000, 29_900, 59_000])
    func queriesAgreeWithEnumeration(offset: Double) throws {
        let layout = estimatedList()
        let estimated = try layout.solve(container: phone, itemCounts: [1000])
        var measurements = LayoutMeasurements()
        for item in stride(from: 0, to: 1000, by: 7) { try record(&measurements, estimated, item: item, extent: Double(20 + item % 90)) }
        let measured = try layout.solve(container: phone, itemCounts: [1000], measurements: measurements)
        let rect = Rect(x: 0, y: offset, width: 375, height: 667)
        let offsets = ScrollOffsets(main: offset, viewportLength: 667)
        let queried = Set(measured.elements(in: rect, offsets: offsets).filter { $0.category == .cell })
        let enumerated = Set(measured.allElements(offsets: offsets).filter { $0.category == .cell && $0.frame.intersects(rect) })
        #expect(!queried.isEmpty)
        #expect(queried == enumerated)
    }

    @Test("a measured estimated header grows its section")
    func measuredHeader() throws {
        let layout = estimatedList()
        let estimated = try layout.solve(container: phone, itemCounts: [3])
        let header = try #require(estimated.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0),
                                                                                offsets: estimated.initialOffsets))
        let shape = try #require(estimated.selfSizingShape(of: header))
        var measurements = LayoutMeasurements()
        let changed = measurements.record(header, shape: shape, extent: 64)
        #expect(changed)
        let measured = try layout.solve(container: phone, itemCounts: [3], measurements: measurements)
        #expect(measured.elements(.supplementary, kind: "header").map(\.frame) == [rect(8, 0, 359, 64)])
        #expect(measured.cellFrames[IndexPath(item: 0, section: 0)] == rect(8, 72, 359, 50))
    }

    @Test("fixed-size elements report nothing to measure")
    func fixedSizes() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let solved = try CompositionalLayout(section: LayoutSection(group: group)).solve(container: phone, itemCounts: [5])
        #expect(solved.allElements().allSatisfy { solved.selfSizingShape(of: $0) == nil })
    }

    @Test("an orthogonal section whose groups estimate their height grows to the tallest measured")
    func orthogonalBand() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .estimated(100)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let layout = CompositionalLayout(section: section)
        let estimated = try layout.solve(container: phone, itemCounts: [4])
        var measurements = LayoutMeasurements()
        try record(&measurements, estimated, item: 2, extent: 180)
        try record(&measurements, estimated, item: 0, extent: 130)
        let measured = try layout.solve(container: phone, itemCounts: [4], measurements: measurements)
        #expect(measured.cellFrames.values.map(\.height).allSatisfy { $0 == 180 })
        #expect(measured.contentSize.height == 180)
        #expect(measured.orthogonalScrollSections.first?.strip == rect(0, 0, 375, 180))
    }

    @Test("uniformAcrossSiblings: every item of the group takes the largest measured height")
    func uniformSiblings() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let estimated = try layout.solve(container: Size(width: 300, height: 600), itemCounts: [6])
        var measurements = LayoutMeasurements()
        try record(&measurements, estimated, item: 0, extent: 80)
        try record(&measurements, estimated, item: 1, extent: 120)
        let measured = try layout.solve(container: Size(width: 300, height: 600), itemCounts: [6], measurements: measurements)
        let frames = measured.cellFrames
        #expect((0..<3).map { frames[IndexPath(item: $0, section: 0)] } == [rect(0, 0, 100, 120), rect(100, 0, 100, 120), rect(200, 0, 100, 120)])
        #expect(frames[IndexPath(item: 3, section: 0)] == rect(0, 120, 100, 50))
    }

    @Test("bad extents are refused without changing anything", arguments: [Double.nan, .infinity, -3, 0])
    func badExtents(extent: Double) throws {
        let solved = try estimatedList().solve(container: phone, itemCounts: [3])
        let cell = try #require(solved.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets))
        var measurements = LayoutMeasurements()
        let shape = try #require(solved.selfSizingShape(of: cell))
        let changed = measurements.record(cell, shape: shape, extent: extent)
        #expect(!changed)
        #expect(measurements.isEmpty)
    }

    @Test("a trillion estimated rows measure and move in storage proportional to what was measured")
    func sparseMeasurements() throws {
        let layout = estimatedList()
        let count = 1_000_000_000_000
        let estimated = try layout.solve(container: phone, itemCounts: [count])
        var measurements = LayoutMeasurements()
        // Dense storage would need 8 TB here and abort; sparse storage holds a few dozen entries.
        #expect(try record(&measurements, estimated, item: 0, extent: 90))
        #expect(try record(&measurements, estimated, item: 500_000_000_000, extent: 10))
        #expect(try record(&measurements, estimated, item: count - 1, extent: 51))
        let measured = try layout.solve(container: phone, itemCounts: [count], measurements: measurements)
        let frames = measured.cellFrames(in: [0, 1, 500_000_000_000, 500_000_000_001, count - 1])
        #expect(frames[0] == rect(8, 48, 359, 90))
        #expect(frames[1] == rect(8, 148, 359, 50))
        #expect(frames[2] == rect(8, 48 + 60 * 500_000_000_000 + 40, 359, 10))
        #expect(frames[3] == rect(8, 48 + 60 * 500_000_000_001 + 40 - 40, 359, 50))
        #expect(measured.contentSize.height == estimated.contentSize.height + 40 - 40 + 1)
    }
}

@Suite("Self-sizing flow layouts: estimatedItemSize through the same measurements")
struct FlowSelfSizingTests {
    @Test("a measured item takes its height; the lines after it move; unmeasured items keep the estimate")
    func measuredFlowItems() throws {
        var layout = FlowLayout(minimumLineSpacing: 10, minimumInteritemSpacing: 0)
        layout.estimatedItemSize = Size(width: 375, height: 80)
        let estimated = try layout.solve(container: phone, itemCounts: [50])
        #expect(estimated.cellFrames[IndexPath(item: 2, section: 0)] == rect(0, 180, 375, 80))
        let cell = try #require(estimated.attributesForItem(at: IndexPath(item: 1, section: 0), offsets: estimated.initialOffsets))
        let shape = try #require(estimated.selfSizingShape(of: cell))
        var measurements = LayoutMeasurements()
        _ = measurements.record(cell, shape: shape, extent: 200)
        let measured = try layout.solve(container: phone, itemCounts: [50], measurements: measurements)
        #expect(measured.cellFrames[IndexPath(item: 1, section: 0)] == rect(0, 90, 375, 200))
        #expect(measured.cellFrames[IndexPath(item: 2, section: 0)] == rect(0, 300, 375, 80))
        #expect(measured.contentSize.height == estimated.contentSize.height + 120)
    }

    @Test("a flow layout without estimatedItemSize reports nothing to measure")
    func fixedFlow() throws {
        let solved = try FlowLayout().solve(container: phone, itemCounts: [5])
        #expect(solved.allElements().allSatisfy { solved.selfSizingShape(of: $0) == nil })
    }
}
