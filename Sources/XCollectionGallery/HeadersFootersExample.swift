import CollectionLayout
import CollectionView

extension Gallery {
    /// The element kind of the examples' headers.
    public static let headerKind = "header"
    /// The element kind of the examples' footers.
    public static let footerKind = "footer"

    /// A full-width header or footer of estimated height 44.
    static func titleBoundary(kind: String, alignment: RectAlignment) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: kind, alignment: alignment)
    }

    /// List rows 5 points apart with side insets 10, and a header and a footer per section;
    /// `pinned` keeps each header at the top while its section scrolls under it.
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
        layout: headersFootersLayout(), dataSource: headersFootersContent(pinned: false))

    static let pinnedHeaders = Example(
        name: "pinned-headers", title: "Pinned Section Headers", summary: "headers that stay at the top while their section scrolls",
        layout: headersFootersLayout(pinned: true), dataSource: headersFootersContent(pinned: true))

    /// Rows on a grouped background, with a title above each section and a count below it.
    /// Pinned headers are opaque, so rows pass under them.
    static func headersFootersContent(pinned: Bool) -> ContentProviderDataSource {
        ContentProviderDataSource(itemCounts: [5, 5, 5, 5, 5], backgroundColor: Palette.groupedBackground, cell: { path in
            Tiles.row("Row \(path.item + 1)", cornerRadius: 8, chevron: true)
        }, supplementary: { kind, path in
            switch kind {
            case headerKind:
                var header = Tiles.sectionTitle("Section \(path.section + 1)", leading: 16,
                                                background: pinned ? Palette.groupedBackground : nil)
                if pinned { header.separator = Separator(color: Palette.separator, leadingInset: 0) }
                return header
            case footerKind:
                return CellContent(padding: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 14, trailing: 16),
                                   labels: [TextLabel("5 rows in section \(path.section + 1)", font: Fonts.footnote, color: Palette.secondaryLabel)],
                                   verticalAlignment: .top)
            default:
                return nil
            }
        })
    }
}
