import CollectionLayout
import CollectionView

extension Gallery {
    /// The badge kind of the badges example.
    public static let badgeKind = "badge"

    /// Four cells a row, each with a 20-point badge over its top trailing corner.
    public static func badgesLayout() -> CompositionalLayout {
        let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: badgeKind, containerAnchor: anchor)
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                              supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return CompositionalLayout(section: section)
    }

    /// The badge count of item `item`: 0, 1 or 2, the same on every run (0 hides the badge).
    public static func badgeCount(item: Int) -> Int {
        // A multiplicative hash spreads the counts without a random generator.
        Int((UInt64(item) &* 2_654_435_761) >> 7 % 1024) % 3
    }

    static let badges = Example(name: "badges", title: "Badges", summary: "100 cells with badges of 0 to 2 on their corners",
                                layout: badgesLayout(), dataSource: ContentProviderDataSource(itemCounts: [100], cell: { path in
                                    Tiles.numbered(path.item, color: Palette.tile(path.item / 4))
                                }, supplementary: { kind, path in
                                    kind == badgeKind ? Tiles.badge(count: badgeCount(item: path.item)) : nil
                                }))
}
