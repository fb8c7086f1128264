import CollectionLayout

/// A photo journal: a row of wide highlights that pages sideways with the current one centred,
/// a two-column grid of entries, and a list of places on a rounded card.
public enum JournalLayout {
    /// The element kind of the section titles.
    public static let titleKind = "title"
    /// The element kind of the card behind the places.
    public static let cardKind = "card"

    /// The layout, one section provider for all three sections.
    public static func make() -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { index, environment in
            switch JournalSection(rawValue: index) {
            case .highlights: highlights()
            case .entries: entries(width: environment.container.contentSize.width)
            case .places: places()
            case nil: nil
            }
        })
    }

    /// Highlights 80% of the width, the current one centred between its neighbours.
    static func highlights() -> LayoutSection {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 0, bottom: 20, trailing: 0)
        return section
    }

    /// Two columns on a phone, three from 600 points wide: cards with their caption at the foot.
    static func entries(width: Double) -> LayoutSection {
        let columns = width >= 600 ? 3 : 2
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / Double(columns)),
                                                     heightDimension: .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / Double(columns))),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(12)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        section.boundarySupplementaryItems = [title()]
        return section
    }

    /// Rows 52 points tall on one rounded card, as an inset grouped list.
    static func places() -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [title()]
        // A background covers the whole section, title and insets included: inset it to the rows,
        // so the title stays on the page and the card's corners can round.
        var card = LayoutDecorationItem.background(elementKind: cardKind)
        card.contentInsets = DirectionalEdgeInsets(top: 40, leading: 16, bottom: 16, trailing: 16)
        section.decorationItems = [card]
        return section
    }

    /// A section title 40 points tall across the top.
    static func title() -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: titleKind, alignment: .top)
    }
}
