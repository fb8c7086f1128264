import CollectionLayout

public enum JournalLayout {
    public static func make() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                     heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return CompositionalLayout(section: section)
    }
}
