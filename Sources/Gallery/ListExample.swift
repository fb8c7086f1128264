import CollectionLayout

extension Gallery {
    /// Full-width rows 44 points tall: the seeds' list.
    public static func listLayout() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    static let list = Example(name: "list", title: "List", summary: "94 rows 44 points tall with separators and chevrons",
                              layout: listLayout(), itemCounts: [94])
}
