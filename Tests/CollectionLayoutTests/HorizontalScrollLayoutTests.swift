import CollectionLayout
import Testing

/// A layout whose main axis is horizontal: sections and groups follow one another along x.
@Suite struct HorizontalScrollLayoutTests {
    func layout() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
            elementKind: "header", alignment: .leading)]
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 16
        return CompositionalLayout(section: section, configuration: configuration)
    }

    @Test("frames of the first section", arguments: [
        (0, rect(40, 10, 120, 323.5)), (1, rect(40, 333.5, 120, 323.5)), (2, rect(168, 10, 120, 323.5)), (6, rect(424, 10, 120, 323.5)),
    ])
    func framesOfTheFirstSection(item: Int, frame: Rect) throws {
        let solved = try layout().solve(container: phone, itemCounts: [7, 2])
        #expect(solved.scrollDirection == .horizontal)
        #expect(solved.cellFrames[IndexPath(item: item, section: 0)] == frame)
    }

    @Test("sections follow along X") func sectionsFollowAlongX() throws {
        let solved = try layout().solve(container: phone, itemCounts: [7, 2])
        // Section 0: header 30, inset 10, four groups of 120 with gaps of 8, inset 10 = 554.
        let header1 = solved.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 1), offsets: solved.initialOffsets)
        #expect(header1?.frame == rect(570, 10, 30, 647))
        #expect(solved.cellFrames[IndexPath(item: 1, section: 1)] == rect(610, 333.5, 120, 323.5))
        #expect(solved.contentSize == Size(width: 570 + 40 + 120 + 10, height: 667))
        // A rect query along x finds only what lies there.
        let visible = solved.elements(in: rect(560, 0, 100, 667), offsets: solved.initialOffsets)
        #expect(Set(visible.filter { $0.category == .cell }.map(\.indexPath)) == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    }
}
