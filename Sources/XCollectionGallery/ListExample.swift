import CollectionLayout
import CollectionView

extension Gallery {
    /// One full-width row 44 points tall, the group of the list-like examples.
    static func listRowGroup() -> LayoutGroup {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
    }

    /// Full-width rows 44 points tall, one item a row.
    public static func listLayout() -> CompositionalLayout {
        CompositionalLayout(section: LayoutSection(group: listRowGroup()))
    }

    static let list = list(itemCount: 94)

    static func list(itemCount: Int) -> Example {
        Example(name: "list", title: "List", summary: "\(itemCount) rows 44 points tall with separators and chevrons",
                layout: listLayout(), dataSource: listContent(itemCount: itemCount))
            .scalable { list(itemCount: $0) }
    }
}
