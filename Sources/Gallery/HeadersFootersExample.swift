import CollectionLayout

extension Gallery {
    /// The kinds the header and footer examples use.
    public static let headerKind = "header"
    public static let footerKind = "footer"

    /// A full-width header or footer of estimated height 44.
    static func titleBoundary(kind: String, alignment: RectAlignment) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: kind, alignment: alignment)
    }

    /// List rows 5 points apart with side insets 10, and a header and a footer per section.
    public static func headersFootersLayout(pinned: Bool = false) -> CompositionalLayout {
        var section = LayoutSection(group: listRowGroup())
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        var header = titleBoundary(kind: headerKind, alignment: .top)
        if pinned {
            header.pinToVisibleBounds = true
            header.zIndex = 2
        }
        section.boundarySupplementaryItems = [header, titleBoundary(kind: footerKind, alignment: .bottom)]
        return CompositionalLayout(section: section)
    }

    static let headersFooters = Example(
        name: "headers-footers", title: "Section Headers and Footers", summary: "5 sections of 5 rows, each with a header and a footer",
        layout: headersFootersLayout(), itemCounts: [5, 5, 5, 5, 5])

    static let pinnedHeaders = Example(
        name: "pinned-headers", title: "Pinned Section Headers", summary: "headers that stay at the top while their section scrolls",
        layout: headersFootersLayout(pinned: true), itemCounts: [5, 5, 5, 5, 5])
}
