import CollectionLayout
import Testing

/// How groups place their subitems: spacing, edge spacing, counts, custom items, estimates.
@Suite struct GroupPlacementTests {
    func item(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutItem {
        LayoutItem(layoutSize: LayoutSize(widthDimension: w, heightDimension: h))
    }

    func solveOne(_ group: LayoutGroup, items: Int, size: Size = phone) throws -> [Rect] {
        let solved = try CompositionalLayout(section: LayoutSection(group: group)).solve(container: size, itemCounts: [items])
        return (0..<items).map { solved.cellFrames[IndexPath(item: $0, section: 0)] ?? .zero }
    }

    @Test("flexible spacing shares the leftover") func flexibleSpacingSharesTheLeftover() throws {
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item(.absolute(100), .fractionalHeight(1))])
        group.interItemSpacing = .flexible(10)
        // Three fit (100 + 10 + 100 + 10 + 100 = 320); the 55 left over widens both gaps.
        #expect(try solveOne(group, items: 3) == [rect(0, 0, 100, 50), rect(137.5, 0, 100, 50), rect(275, 0, 100, 50)])
    }

    @Test("fixed spacing decides how many fit") func fixedSpacingDecidesHowManyFit() throws {
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item(.absolute(100), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(40)
        // 100 + 40 + 100 + 40 + 100 = 380 > 375: two a group.
        #expect(try solveOne(group, items: 3) == [rect(0, 0, 100, 50), rect(140, 0, 100, 50), rect(0, 50, 100, 50)])
    }

    @Test("subitems repeat in order") func subitemsRepeatInOrder() throws {
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item(.absolute(150), .fractionalHeight(1)), item(.absolute(50), .fractionalHeight(0.5))])
        // 150, 50, 150 fit in 375; the next 50 would need 400.
        #expect(try solveOne(group, items: 4) == [rect(0, 0, 150, 60), rect(150, 0, 50, 30), rect(200, 0, 150, 60), rect(0, 60, 150, 60)])
    }

    @Test("edge spacing centres an item") func edgeSpacingCentresAnItem() throws {
        var centred = item(.absolute(160), .absolute(20))
        centred.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(60)), subitems: [centred])
        // One item a group (two would need 320 of 300); its two flexible edges share the 140 left.
        #expect(try solveOne(group, items: 2) == [rect(70, 20, 160, 20), rect(70, 80, 160, 20)])
    }

    @Test("fixed edge spacing offsets an item") func fixedEdgeSpacingOffsetsAnItem() throws {
        var spaced = item(.absolute(100), .absolute(20))
        spaced.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(8), top: .fixed(4), trailing: nil, bottom: nil)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(60)), subitems: [spaced])
        #expect(try solveOne(group, items: 2) == [rect(8, 4, 100, 20), rect(116, 4, 100, 20)])
    }

    @Test("count shares the extent with spacing") func countSharesTheExtentWithSpacing() throws {
        var group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            subitem: item(.fractionalWidth(1), .absolute(999)), count: 3)
        group.interItemSpacing = .fixed(5)
        #expect(try solveOne(group, items: 3) == [rect(0, 0, 100, 30), rect(0, 35, 100, 30), rect(0, 70, 100, 30)])
    }

    @Test("repeating subitem keeps its own size") func repeatingSubitemKeepsItsOwnSize() throws {
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            repeatingSubitem: item(.absolute(30), .fractionalHeight(1)), count: 4)
        #expect(try solveOne(group, items: 5) == [rect(0, 0, 30, 40), rect(30, 0, 30, 40), rect(60, 0, 30, 40), rect(90, 0, 30, 40), rect(0, 40, 30, 40)])
    }

    @Test("custom group places its items and sees its environment") func customGroupPlacesItsItemsAndSeesItsEnvironment() throws {
        let group = LayoutGroup.custom(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))) { environment in
            let width = environment.container.effectiveContentSize.width
            return [LayoutGroupCustomItem(frame: rect(0, 0, width / 2, 100)),
                    LayoutGroupCustomItem(frame: rect(width / 2, 50, width / 2, 50), zIndex: 3)]
        }
        let solved = try CompositionalLayout(section: LayoutSection(group: group)).solve(container: phone, itemCounts: [3])
        #expect(solved.cellFrames[IndexPath(item: 1, section: 0)] == rect(187.5, 50, 187.5, 50))
        #expect(solved.cellFrames[IndexPath(item: 2, section: 0)] == rect(0, 100, 187.5, 100))
        #expect(solved.attributesForItem(at: IndexPath(item: 1, section: 0), offsets: solved.initialOffsets)?.zIndex == 3)
    }

    @Test("content insets are ignored on estimated axes") func contentInsetsAreIgnoredOnEstimatedAxes() throws {
        var row = item(.fractionalWidth(1), .estimated(70))
        row.contentInsets = DirectionalEdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(70)), subitem: row, count: 1)
        #expect(try solveOne(group, items: 2) == [rect(12, 0, 351, 70), rect(12, 70, 351, 70)])
    }

    @Test("group content insets shrink the subitems container") func groupContentInsetsShrinkTheSubitemsContainer() throws {
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        group.contentInsets = DirectionalEdgeInsets(top: 5, leading: 15, bottom: 5, trailing: 0)
        #expect(try solveOne(group, items: 2) == [rect(15, 5, 180, 40), rect(195, 5, 180, 40)])
    }

    @Test("group supplementaries are numbered by instance") func groupSupplementariesAreNumberedByInstance() throws {
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        group.supplementaryItems = [LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "dot",
            containerAnchor: LayoutAnchor(edges: [.bottom]), itemAnchor: LayoutAnchor(edges: [.top]))]
        let solved = try CompositionalLayout(section: LayoutSection(group: group)).solve(container: phone, itemCounts: [3])
        let dots = solved.elements(.supplementary, kind: "dot")
        // Centred on each group's bottom edge, hanging below it.
        #expect(dots.map(\.frame) == [rect(182.5, 50, 10, 10), rect(182.5, 100, 10, 10)])
        #expect(dots.map(\.indexPath.item) == [0, 1])
        let second = solved.attributesForSupplementaryElement(ofKind: "dot", at: IndexPath(item: 1, section: 0), offsets: solved.initialOffsets)
        #expect(second?.frame == rect(182.5, 100, 10, 10))
    }

    @Test("absolute anchor offset moves the supplementary") func absoluteAnchorOffsetMovesTheSupplementary() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "b",
            containerAnchor: LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: Point(x: -3, y: 4)))
        let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [cell])
        let solved = try CompositionalLayout(section: LayoutSection(group: group)).solve(container: phone, itemCounts: [1])
        #expect(solved.elements(.supplementary, kind: "b").map(\.frame) == [rect(-3, 44, 10, 10)])
    }
}
