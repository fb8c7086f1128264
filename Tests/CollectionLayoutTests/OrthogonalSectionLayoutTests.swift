import CollectionLayout
import XCollectionGallery
import Testing

/// The seeds' orthogonal section (groups 0.75 wide and 125 tall, items 0.5 wide with insets 2,
/// 20 items) under every behaviour, at 375x667.
@Suite struct OrthogonalSectionLayoutTests {
    static let sideways = OrthogonalScrollingBehavior.allCases.filter { $0 != .none }

    func solve(_ behavior: OrthogonalScrollingBehavior) throws -> CompositionalSolution {
        try CompositionalLayout(section: Gallery.orthogonalSection(behavior)).solve(container: phone, itemCounts: [20])
    }

    @Test("groups lie on one line", arguments: sideways)
    func groupsLieOnOneLine(behavior: OrthogonalScrollingBehavior) throws {
        let solved = try solve(behavior)
        #expect(solved.contentSize == Size(width: 375, height: 125))
        // G = 0.75 × 375 = 281.25, an item 140.625 wide less insets of 2.
        let cells = solved.cellFrames
        #expect(cells[IndexPath(item: 0, section: 0)] == rect(2, 2, 136.625, 121))
        #expect(cells[IndexPath(item: 1, section: 0)] == rect(142.625, 2, 136.625, 121))
        #expect(cells[IndexPath(item: 2, section: 0)] == rect(283.25, 2, 136.625, 121))
        let last: Double = 9 * 281.25 + 142.625
        #expect(cells[IndexPath(item: 19, section: 0)] == rect(last, 2, 136.625, 121))
        // C = L + n·G + (n−1)·s + T = 10 × 281.25.
        #expect(solved.orthogonalContentExtent(section: 0) == 2812.5)
    }

    @Test("orthogonal offset moves only that section", arguments: sideways)
    func orthogonalOffsetMovesOnlyThatSection(behavior: OrthogonalScrollingBehavior) throws {
        let solved = try solve(behavior)
        let offsets = ScrollOffsets(main: 0, viewportLength: 667, orthogonal: [0: 300])
        let visible = solved.elements(in: rect(0, 0, 375, 667), offsets: offsets)
        // 300 points in, the view spans 300 to 675 of the section's content: items 2 (283.25),
        // 3 (423.875) and 4 (564.5) show; item 5 starts at 705.125.
        #expect(visible.map(\.indexPath.item).sorted() == [2, 3, 4])
        #expect(visible.first { $0.indexPath.item == 2 }?.frame == rect(-16.75, 2, 136.625, 121))
    }

    @Test("none stacks groups down the main axis") func noneStacksGroupsDownTheMainAxis() throws {
        let solved = try solve(.none)
        #expect(solved.contentSize == Size(width: 375, height: 1250))
        #expect(solved.cellFrames[IndexPath(item: 3, section: 0)] == rect(142.625, 127, 136.625, 121))
        #expect(solved.orthogonalContentExtent(section: 0) == 0)
    }

    @Test("insets and spacing enter the orthogonal geometry") func insetsAndSpacingEnterTheOrthogonalGeometry() throws {
        var section = Gallery.orthogonalSection(.groupPaging)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 30)
        section.interGroupSpacing = 10
        let solved = try CompositionalLayout(section: section).solve(container: phone, itemCounts: [20])
        // G resolves against the whole width V = 375, not V − L − T, as iOS draws it
        // (docs/ios-references.md, fabernovel-decoration): 0.75 × 375 = 281.25.
        #expect(solved.cellFrames[IndexPath(item: 0, section: 0)] == rect(22, 10, 136.625, 121))
        #expect(solved.cellFrames[IndexPath(item: 2, section: 0)] == rect(313.25, 10, 136.625, 121))
        let extent: Double = 20 + 10 * 281.25 + 9 * 10 + 30
        #expect(solved.orthogonalContentExtent(section: 0) == extent)
        #expect(solved.contentSize.height == 141)
    }

    @Test("paging modes example heads every section") func pagingModesExampleHeadsEverySection() throws {
        let solved = try solveExample(Gallery.pagingModesLayout(), Array(repeating: 20, count: 6))
        let headers = solved.elements(.supplementary, kind: "header")
        #expect(headers.map(\.frame.minY) == [0, 169, 338, 507, 676, 845])
        let height: Double = 5 * 169 + 44 + 1250
        #expect(solved.contentSize.height == height)
    }
}
