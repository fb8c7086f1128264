import CollectionLayout
import CollectionView

extension Gallery {
    /// The element kind of the section-background decoration.
    public static let backgroundKind = "background"

    /// List sections inset 10 on a rounded background inset 5.
    public static func sectionBackgroundLayout() -> CompositionalLayout {
        var section = LayoutSection(group: listRowGroup())
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        var background = LayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        return CompositionalLayout(section: section)
    }

    static let sectionBackground = Example(
        name: "section-background", title: "Section Background Decoration", summary: "5 sections of 5 rows on rounded backgrounds",
        layout: sectionBackgroundLayout(), dataSource: ContentProviderDataSource(
            itemCounts: [5, 5, 5, 5, 5], cell: { path in
                Tiles.row("Section \(path.section + 1), row \(path.item + 1)", cornerRadius: 8)
            }, decoration: { kind, _ in
                kind == backgroundKind ? CellContent(background: Palette.groupedBackground, cornerRadius: 12, border: Border(color: Palette.separator)) : nil
            }))
}
