import CollectionLayout
import CollectionView

extension Gallery {
    /// Five square cells a row: items a fifth of the width, rows a fifth of the width tall.
    public static func gridLayout() -> CompositionalLayout {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    static let grid = grid(itemCount: 94)

    static func grid(itemCount: Int) -> Example {
        Example(name: "grid", title: "Grid", summary: "\(itemCount) square cells, five a row",
                layout: gridLayout(), dataSource: ContentProviderDataSource(itemCounts: [itemCount]) { path in
                    Tiles.numbered(path.item, color: Palette.tile(path.item / 5 + path.item % 5), cornerRadius: 8)
                })
            .scalable { grid(itemCount: $0) }
    }
}
