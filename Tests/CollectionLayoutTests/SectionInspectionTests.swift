import CollectionLayout
import XCollectionGallery
import Testing

/// What `inspection(in:offsets:)` shows of sections: orthogonal strips and snap points, pinned
/// headers' slots, estimates beside measured sizes, spacing between sections and flow lines.
@Suite struct SectionInspectionTests {
    func orthogonal(_ behavior: OrthogonalScrollingBehavior, offset: Double) throws -> InspectedOrthogonalSection {
        let solved = try CompositionalLayout(section: Gallery.orthogonalSection(behavior)).solve(container: phone, itemCounts: [20])
        let offsets = ScrollOffsets(main: 0, viewportLength: 667, orthogonal: [0: offset])
        let sections = solved.inspection(in: rect(0, 0, 375, 667), offsets: offsets).orthogonalSections
        #expect(sections.count == 1)
        return try #require(sections.first)
    }

    /// Groups 281.25 wide, C = 2812.5, V = 375: resting offsets within two viewports of the offset.
    @Test("orthogonal sections show their strip extent offset and snap points") func orthogonalSectionsShowTheirStripExtentOffsetAndSnapPoints() throws {
        let paged = try orthogonal(.groupPaging, offset: 300)
        #expect(paged.section == 0)
        #expect(paged.behavior == .groupPaging)
        #expect(paged.strip == rect(0, 0, 375, 125))
        #expect(paged.contentExtent == 2812.5)
        #expect(paged.offset == 300)
        #expect(paged.offsetRange == 0...2437.5)
        #expect(paged.snapPoints == [0, 281.25, 562.5, 843.75, 1125])

        #expect(try orthogonal(.paging, offset: 0).snapPoints == [0, 375, 750])
        #expect(try orthogonal(.continuous, offset: 0).snapPoints == [])
        #expect(try orthogonal(.continuousGroupLeadingBoundary, offset: 2437.5).snapPoints == [1687.5, 1968.75, 2250, 2437.5])
        // Centred groups: the first at −46.875, then every 281.25.
        let centred = try orthogonal(.groupPagingCentered, offset: -47)
        #expect(centred.offsetRange == -46.875...2484.375)
        #expect(centred.snapPoints == [-46.875, 234.375, 515.625, 796.875])
    }

    @Test("snap points are bounded whatever the step") func snapPointsAreBoundedWhateverTheStep() throws {
        let hairlines = OrthogonalScrollSection(section: 0, behavior: .groupPaging, strip: rect(0, 0, 375, 50), leadingInset: 0,
                                                trailingInset: 0, groupExtent: 1, groupSpacing: 0, groupCount: 10_000,
                                                contentExtent: 10_000, boundaryKinds: [])
        let rests = OrthogonalSnapping(section: hairlines, viewportExtent: 375).restingOffsets(near: 5000, within: 750)
        #expect(rests == (4968...5031).map(Double.init))
    }

    @Test("orthogonal groups and items move with the offset") func orthogonalGroupsAndItemsMoveWithTheOffset() throws {
        let solved = try CompositionalLayout(section: Gallery.orthogonalSection(.groupPaging)).solve(container: phone, itemCounts: [20])
        let inspection = solved.inspection(in: rect(0, 0, 375, 667), offsets: ScrollOffsets(main: 0, viewportLength: 667, orthogonal: [0: 300]))
        #expect(inspection.groups.map(\.instance) == [1, 2])
        #expect(inspection.groups.map(\.frame) == [rect(-18.75, 0, 281.25, 125), rect(262.5, 0, 281.25, 125)])
        #expect(inspection.items.map(\.indexPath.item) == [2, 3, 4])
        #expect(inspection.items.first?.frame == rect(-18.75, 0, 140.625, 125))
        #expect(inspection.items.first?.contentFrame == rect(-16.75, 2, 136.625, 121))
        #expect(inspection.sectionInsets.map(\.frame) == [rect(-300, 0, 2812.5, 125)])
    }

    @Test("a pinned header shows its unpinned slot") func aPinnedHeaderShowsItsUnpinnedSlot() throws {
        let solved = try Gallery.headersFootersLayout(pinned: true).solve(container: phone, itemCounts: [5, 5, 5, 5, 5])
        let inspection = solved.inspection(in: rect(0, 100, 375, 667), offsets: ScrollOffsets(main: 100, viewportLength: 667))
        let header = try #require(inspection.supplementaries.first { $0.kind == "header" })
        #expect(header.indexPath == IndexPath(item: 0, section: 0))
        #expect(header.path == "sections[0].boundarySupplementaryItems[0]")
        #expect(header.frame == rect(10, 100, 355, 44))
        #expect(header.attachment == .boundary(alignment: .top, isPinned: true, unpinnedFrame: rect(10, 0, 355, 44)))
        // Estimated 44 tall and not measured: the estimate is the frame.
        #expect(header.estimatedFrame == rect(10, 100, 355, 44))
        let footer = try #require(inspection.supplementaries.first { $0.kind == "footer" })
        #expect(footer.attachment == .boundary(alignment: .bottom, isPinned: false, unpinnedFrame: footer.frame))
    }

    @Test("spacing between sections is A band across the layout") func spacingBetweenSectionsIsABandAcrossTheLayout() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let layout = CompositionalLayout(section: LayoutSection(group: Gallery.orthogonalSection(.none).group), configuration: configuration)
        let solved = try layout.solve(container: phone, itemCounts: [2, 2, 2])
        // Each section is one group 125 tall: the bands lie at 125 and 280.
        let bands = solved.inspection(in: rect(0, 0, 375, 667), offsets: solved.unscrolledOffsets).spacing.filter { $0.kind == .interSection }
        #expect(bands.map(\.frame) == [rect(0, 125, 375, 30), rect(0, 280, 375, 30)])
        #expect(bands.map(\.section) == [1, 2])
        #expect(bands.map(\.path) == ["configuration.interSectionSpacing", "configuration.interSectionSpacing"])
        // A rect inside a band still finds it.
        #expect(solved.inspection(in: rect(0, 130, 375, 10), offsets: solved.unscrolledOffsets).spacing.map(\.section) == [1])
    }

    @Test("measured items and headers keep their estimate beside") func measuredItemsAndHeadersKeepTheirEstimateBeside() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)), subitems: [item])
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)), elementKind: "header", alignment: .top)]
        let layout = CompositionalLayout(section: section)
        let estimated = try layout.solve(container: phone, itemCounts: [10])
        var measurements = LayoutMeasurements()
        let cell = try #require(estimated.attributesForItem(at: IndexPath(item: 1, section: 0), offsets: estimated.unscrolledOffsets))
        measurements.record(cell, shape: try #require(estimated.selfSizingShape(of: cell)), extent: 120)
        measurements.recordBoundary(kind: "header", section: 0, extent: 64)
        let measured = try layout.solve(container: phone, itemCounts: [10], measurements: measurements)
        let inspection = measured.inspection(in: rect(0, 0, 375, 667), offsets: measured.unscrolledOffsets)
        // Header 64, row 0 at 64, row 1 (measured 120) at 114, row 2 at 234.
        #expect(inspection.items.prefix(3).map(\.contentFrame) == [rect(0, 64, 375, 50), rect(0, 114, 375, 120), rect(0, 234, 375, 50)])
        #expect(inspection.items.prefix(3).map(\.estimatedFrame) == [rect(0, 64, 375, 50), rect(0, 114, 375, 50), rect(0, 234, 375, 50)])
        let header = try #require(inspection.supplementaries.first)
        #expect(header.frame == rect(0, 0, 375, 64))
        #expect(header.estimatedFrame == rect(0, 0, 375, 40))
    }

    /// 100×50 items in a line space of 355 (insets 10 left and right): three a line, the 35
    /// points left over widening the two gaps to 27.5.
    @Test("flow layouts show lines gaps and insets") func flowLayoutsShowLinesGapsAndInsets() throws {
        let layout = FlowLayout(itemSize: Size(width: 100, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        let solved = try layout.solve(container: phone, itemCounts: [7])
        let inspection = solved.inspection(in: rect(0, 0, 375, 667), offsets: solved.unscrolledOffsets)
        #expect(inspection.lines == [
            InspectedFlowLine(section: 0, line: 0, firstItem: 0, count: 3, frame: rect(10, 5, 355, 50), gap: 27.5),
            InspectedFlowLine(section: 0, line: 1, firstItem: 3, count: 3, frame: rect(10, 65, 355, 50), gap: 27.5),
            InspectedFlowLine(section: 0, line: 2, firstItem: 6, count: 1, frame: rect(10, 125, 355, 50), gap: 27.5),
        ])
        let bands = inspection.spacing.map { "\($0.kind) \($0.value) \($0.path) \($0.frame)" }
        #expect(bands == [
            "interItem 27.5 flow.minimumInteritemSpacing (110.0, 5.0, 27.5, 50.0)",
            "interItem 27.5 flow.minimumInteritemSpacing (237.5, 5.0, 27.5, 50.0)",
            "lineSpacing 10.0 flow.minimumLineSpacing (10.0, 55.0, 355.0, 10.0)",
            "interItem 27.5 flow.minimumInteritemSpacing (110.0, 65.0, 27.5, 50.0)",
            "interItem 27.5 flow.minimumInteritemSpacing (237.5, 65.0, 27.5, 50.0)",
            "lineSpacing 10.0 flow.minimumLineSpacing (10.0, 115.0, 355.0, 10.0)",
        ])
        #expect(inspection.items.map(\.indexPath.item) == Array(0..<7))
        #expect(inspection.sectionInsets == [InspectedSectionInsets(
            section: 0, path: "flow.sectionInset", insets: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10),
            frame: rect(0, 0, 375, 180), contentFrame: rect(10, 5, 355, 170))])
        #expect(inspection.groups.isEmpty && inspection.orthogonalSections.isEmpty)
    }

    @Test("a flow screen far down A million items costs A screenful") func aFlowScreenFarDownAMillionItemsCostsAScreenful() throws {
        let solved = try FlowLayout(itemSize: Size(width: 100, height: 50)).solve(container: phone, itemCounts: [1_000_000])
        // Three items a line, lines 60 apart: line 100,000 starts at 6,000,000.
        let inspection = solved.inspection(in: rect(0, 6_000_000, 375, 667), offsets: solved.unscrolledOffsets)
        #expect(inspection.lines.first?.line == 100_000)
        #expect(inspection.lines.count == 12)
        #expect(inspection.items.count == 36)
    }
}
