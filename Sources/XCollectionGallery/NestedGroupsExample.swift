import CollectionLayout
import CollectionView

extension Gallery {
    /// A wide cell beside a column of two, in rows four tenths of the view tall.
    public static func nestedGroupsLayout() -> CompositionalLayout {
        let inset = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        var leading = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = inset
        var trailing = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailing.contentInsets = inset
        let column = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: trailing, count: 2)
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)), subitems: [leading, column])
        return CompositionalLayout(section: LayoutSection(group: row))
    }

    static let nestedGroups = Example(
        name: "nested-groups", title: "Nested Groups", summary: "a wide cell beside a column of two, repeated",
        layout: nestedGroupsLayout(), dataSource: ContentProviderDataSource(itemCounts: [100]) { path in
            Tiles.numbered(path.item, color: Palette.tile(path.item % 3 == 0 ? 3 : path.item % 3 + 5), fontSize: path.item % 3 == 0 ? 24 : 17)
        })
}
