import CollectionLayout
import CollectionView

extension Gallery {
    /// The order the paging-modes example shows the behaviours in, one section each.
    public static let pagingModesOrder: [OrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
    ]

    /// Pairs of half-width cells in groups three quarters wide and 125 tall, sideways under
    /// `behavior`, headed by a 44-point title.
    public static func orthogonalSection(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(125)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    /// Every orthogonal behaviour in its own section, each headed with its name.
    public static func pagingModesLayout() -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { index, _ in
            guard pagingModesOrder.indices.contains(index) else { return nil }
            var section = orthogonalSection(pagingModesOrder[index])
            section.boundarySupplementaryItems = [fixedHeader()]
            return section
        })
    }

    static let pagingModes = Example(
        name: "paging-modes", title: "Orthogonal Scrolling Behaviours", summary: "the six orthogonal behaviours, 20 cells each",
        layout: pagingModesLayout(), dataSource: ContentProviderDataSource(
            itemCounts: Array(repeating: 20, count: pagingModesOrder.count),
            cell: { path in
                // Two cells a group, groups alternating green and purple: each cell shows its
                // group large and its item below, so a person can tell which cell is which.
                let group = path.item / 2
                var tile = Tiles.numbered(group, color: group % 2 == 0 ? Palette.green : Palette.purple, fontSize: 22, cornerRadius: 8)
                tile.labels.append(TextLabel("item \(path.item)", font: FontSpec(size: 13), color: .white, alignment: .center))
                return tile
            },
            supplementary: { kind, path in
                guard kind == headerKind, pagingModesOrder.indices.contains(path.section) else { return nil }
                return CellContent(padding: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16),
                                   labels: [TextLabel(pagingModesOrder[path.section].rawValue, font: Fonts.headline, color: Palette.label)])
            }))
}
