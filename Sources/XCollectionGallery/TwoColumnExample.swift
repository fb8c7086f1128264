import CollectionLayout
import CollectionView

extension Gallery {
    /// Two equal columns 44 points tall, 10 points apart every way.
    public static func twoColumnLayout() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return CompositionalLayout(section: section)
    }

    static let twoColumn = twoColumn(itemCount: 94)

    static func twoColumn(itemCount: Int) -> Example {
        Example(name: "two-column", title: "Two-Column Grid", summary: "\(itemCount) cells in two columns with 10-point spacing",
                layout: twoColumnLayout(), dataSource: ContentProviderDataSource(itemCounts: [itemCount]) { path in
                    Tiles.numbered(path.item, color: Palette.tile(path.item / 2), fontSize: 20)
                })
            .scalable { twoColumn(itemCount: $0) }
    }
}
