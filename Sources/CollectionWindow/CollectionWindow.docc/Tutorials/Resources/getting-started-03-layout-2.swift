import CollectionLayout

/// A photo journal: a row of wide highlights that pages sideways with the current one centred,
/// a two-column grid of entries, and a list of places on a rounded card.
public enum JournalLayout {
    /// The element kind of the section titles.
    public static let titleKind = "title"

    /// The layout: every section a list, for a start.
    public static func make() -> CompositionalLayout {
        CompositionalLayout(section: places())
    }

    /// Rows 52 points tall, inset 16 points from the sides.
    static func places() -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [title()]
        return section
    }

    /// A section title 40 points tall across the top.
    static func title() -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: titleKind, alignment: .top)
    }
}
