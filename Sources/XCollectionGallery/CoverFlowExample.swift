import CollectionLayout
import CollectionView

extension Gallery {
    /// Square covers, one after another, paging about the centre.
    static func coverFlowLayout() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(220), heightDimension: .absolute(220)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = DirectionalEdgeInsets(top: 60, leading: 0, bottom: 60, trailing: 0)
        section.boundarySupplementaryItems = [fixedHeader()]
        // The centre cover faces the viewer; one a cover's width away and beyond is turned 60°,
        // seen from 500 points: the layout file effect "rotation".
        section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler(effect: .rotation(maximumAngle: .pi / 3, distance: 500))
        return CompositionalLayout(section: section)
    }

    static let coverFlow = Example(
        name: "cover-flow", title: "Cover Flow", summary: "covers turned in perspective by their distance from the centre, the centre one on top",
        layout: coverFlowLayout(), dataSource: ContentProviderDataSource(
            itemCounts: [12], backgroundColor: Color(hex: 0x1C1C1E),
            cell: { path in
                CellContent(background: Palette.tiles[path.item % Palette.tiles.count], cornerRadius: 6,
                            padding: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
                            labels: [TextLabel("Album \(path.item + 1)", font: Fonts.title, color: .white),
                                     TextLabel("Artist", font: Fonts.callout, color: .white)],
                            verticalAlignment: .bottom)
            },
            supplementary: { kind, _ in
                guard kind == headerKind else { return nil }
                return CellContent(padding: DirectionalEdgeInsets(top: 12, leading: 20, bottom: 0, trailing: 20),
                                   labels: [TextLabel("Albums", font: Fonts.largeTitle, color: .white)])
            }))
}
