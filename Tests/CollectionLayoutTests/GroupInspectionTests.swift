import CollectionLayout
import XCollectionGallery
import Testing

/// What `inspection(in:offsets:)` shows of groups: nested frames with their depth and path,
/// spacing bands with their resolved values, items before and after their content insets,
/// anchors and the cost of a query on a huge list.
@Suite struct GroupInspectionTests {
    /// A 200-point item beside a 133-point column of two, 10 apart; the column's items are 6
    /// apart. Sections inset 8 and 16, groups 12 apart: every number below comes out exact.
    static func nestedLayout() -> CompositionalLayout {
        var leading = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        var stacked = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        stacked.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        var column = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .absolute(133), heightDimension: .fractionalHeight(1)), subitem: stacked, count: 2)
        column.interItemSpacing = .fixed(6)
        var row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [leading, column])
        row.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: row)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.interGroupSpacing = 12
        return CompositionalLayout(section: section)
    }

    func inspect(_ layout: CompositionalLayout, items: Int, rect: Rect = rect(0, 0, 375, 667)) throws -> LayoutInspection {
        let solved = try layout.solve(container: phone, itemCounts: [items])
        return solved.inspection(in: rect, offsets: solved.unscrolledOffsets)
    }

    @Test("nested groups have their depth path and frame") func nestedGroupsHaveTheirDepthPathAndFrame() throws {
        let inspection = try inspect(Self.nestedLayout(), items: 9)
        let groups = inspection.groups.map { "\($0.instance) \($0.depth) \($0.path) \($0.frame)" }
        #expect(groups == [
            "0 0 sections[0].group (16.0, 8.0, 343.0, 200.0)",
            "0 1 sections[0].group.subitems[1] (226.0, 8.0, 133.0, 200.0)",
            "1 0 sections[0].group (16.0, 220.0, 343.0, 200.0)",
            "1 1 sections[0].group.subitems[1] (226.0, 220.0, 133.0, 200.0)",
            "2 0 sections[0].group (16.0, 432.0, 343.0, 200.0)",
            "2 1 sections[0].group.subitems[1] (226.0, 432.0, 133.0, 200.0)",
        ])
    }

    @Test("items keep the space their group gave them and their cell inside it") func itemsKeepTheSpaceTheirGroupGaveThemAndTheirCellInsideIt() throws {
        let inspection = try inspect(Self.nestedLayout(), items: 9)
        #expect(inspection.items.count == 9)
        let first = inspection.items.prefix(3).map { "\($0.indexPath) \($0.depth) \($0.path) \($0.frame) \($0.contentFrame)" }
        #expect(first == [
            "[0, 0] 1 sections[0].group.subitems[0] (16.0, 8.0, 200.0, 200.0) (20.0, 12.0, 192.0, 192.0)",
            "[0, 1] 2 sections[0].group.subitems[1].subitem (226.0, 8.0, 133.0, 97.0) (228.0, 10.0, 129.0, 93.0)",
            "[0, 2] 2 sections[0].group.subitems[1].subitem (226.0, 111.0, 133.0, 97.0) (228.0, 113.0, 129.0, 93.0)",
        ])
        #expect(inspection.items.allSatisfy { $0.estimatedFrame == nil })
    }

    @Test("spacing bands carry their kind value and path") func spacingBandsCarryTheirKindValueAndPath() throws {
        let inspection = try inspect(Self.nestedLayout(), items: 9, rect: rect(0, 0, 375, 230))
        let bands = inspection.spacing.map { "\($0.kind) \($0.value) \($0.isFlexible) \($0.path) \($0.frame)" }
        #expect(bands == [
            "interItem 10.0 false sections[0].group.interItemSpacing (216.0, 8.0, 10.0, 200.0)",
            "interItem 6.0 false sections[0].group.subitems[1].interItemSpacing (226.0, 105.0, 133.0, 6.0)",
            "interItem 10.0 false sections[0].group.interItemSpacing (216.0, 220.0, 10.0, 200.0)",
            "interGroup 12.0 false sections[0].interGroupSpacing (16.0, 208.0, 343.0, 12.0)",
        ])
    }

    @Test("section insets lie between the section and its groups") func sectionInsetsLieBetweenTheSectionAndItsGroups() throws {
        let inspection = try inspect(Self.nestedLayout(), items: 9)
        let insets = try #require(inspection.sectionInsets.first)
        #expect(inspection.sectionInsets.count == 1)
        #expect(insets.path == "sections[0].contentInsets")
        #expect(insets.insets == DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(insets.frame == rect(0, 0, 375, 640))
        #expect(insets.contentFrame == rect(16, 8, 343, 624))
    }

    @Test("a partly filled last group shows only what it holds") func aPartlyFilledLastGroupShowsOnlyWhatItHolds() throws {
        // Seven items: the third group holds item 6 alone, so its column and the column's gap are absent.
        let inspection = try inspect(Self.nestedLayout(), items: 7)
        #expect(inspection.groups.map(\.path).suffix(2) == ["sections[0].group.subitems[1]", "sections[0].group"])
        #expect(inspection.items.map(\.indexPath.item) == Array(0..<7))
        #expect(inspection.spacing.filter { $0.frame.minY > 420 }.isEmpty)
    }

    /// Two 100-point items in a 250-point group, each with flexible leading and trailing edge
    /// spacing, share the 50 points left over: 12.5 on each of the four edges. A fixed top edge
    /// spacing of 5 puts each item 5 down.
    @Test("edge spacing resolves flexible shares") func edgeSpacingResolvesFlexibleShares() throws {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(0.5)))
        item.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(250), heightDimension: .absolute(50)), subitems: [item])
        let inspection = try inspect(CompositionalLayout(section: LayoutSection(group: group)), items: 2, rect: rect(0, 0, 375, 50))
        let bands = inspection.spacing.map { "\($0.kind) \($0.value) \($0.isFlexible) \($0.path) \($0.frame)" }
        #expect(bands == [
            "edgeLeading 12.5 true sections[0].group.subitems[0].edgeSpacing.leading (0.0, 5.0, 12.5, 25.0)",
            "edgeTrailing 12.5 true sections[0].group.subitems[0].edgeSpacing.trailing (112.5, 5.0, 12.5, 25.0)",
            "edgeTop 5.0 false sections[0].group.subitems[0].edgeSpacing.top (12.5, 0.0, 100.0, 5.0)",
            "edgeLeading 12.5 true sections[0].group.subitems[0].edgeSpacing.leading (125.0, 5.0, 12.5, 25.0)",
            "edgeTrailing 12.5 true sections[0].group.subitems[0].edgeSpacing.trailing (237.5, 5.0, 12.5, 25.0)",
            "edgeTop 5.0 false sections[0].group.subitems[0].edgeSpacing.top (137.5, 0.0, 100.0, 5.0)",
        ])
        #expect(inspection.items.map(\.contentFrame) == [rect(12.5, 5, 100, 25), rect(137.5, 5, 100, 25)])
    }

    /// The badges example: cells (25, 25, 73.75, 57) with a 20-point badge on the top trailing
    /// corner, moved by (0.3, −0.3) of its size.
    @Test("item supplementaries show their anchor points") func itemSupplementariesShowTheirAnchorPoints() throws {
        let solved = try Gallery.badgesLayout().solve(container: phone, itemCounts: [100])
        let inspection = solved.inspection(in: rect(0, 0, 100, 80), offsets: solved.unscrolledOffsets)
        let badge = try #require(inspection.supplementaries.first)
        #expect(badge.kind == "badge")
        #expect(badge.indexPath == IndexPath(item: 0, section: 0))
        #expect(badge.path == "sections[0].group.subitems[0].supplementaryItems[0]")
        #expect(badge.frame == rect(84.75, 19, 20, 20))
        #expect(badge.attachment == .item(InspectedAnchor(containerFrame: rect(25, 25, 73.75, 57), containerPoint: Point(x: 98.75, y: 25),
                                                          itemPoint: Point(x: 104.75, y: 19), offset: Point(x: 6, y: -6))))
    }

    @Test("a screen of A million rows costs A screenful") func aScreenOfAMillionRowsCostsAScreenful() throws {
        let solved = try Gallery.listLayout().solve(container: phone, itemCounts: [1_000_000])
        let inspection = solved.inspection(in: rect(0, 22_000_000, 375, 667), offsets: solved.unscrolledOffsets)
        // 667 / 44 = 15.2: rows 500,000 to 500,015 meet the screen.
        #expect(inspection.items.map(\.indexPath.item) == Array(500_000...500_015))
        #expect(inspection.groups.count == 16)
        #expect(inspection.items.first?.frame == rect(0, 22_000_000, 375, 44))
        #expect(inspection.sectionInsets.count == 1)
    }
}
