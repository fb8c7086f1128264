import CollectionLayout
import CollectionView

extension Gallery {
    /// The list example's rows: a title, a chevron, and a separator under the text.
    static func listContent(itemCount: Int) -> ContentProviderDataSource {
        ContentProviderDataSource(itemCounts: [itemCount], cell: { path in
            // No background of its own: the collection's white shows through, one fill fewer a row.
            CellContent(padding: DirectionalEdgeInsets(leading: 16, trailing: 16),
                        labels: [TextLabel("Item \(path.item + 1)", font: Fonts.body, color: Palette.label)],
                        accessory: .chevron(Palette.tertiaryLabel),
                        separator: path.item + 1 < itemCount ? Separator(color: Palette.separator, leadingInset: 16) : nil)
        })
    }
}
