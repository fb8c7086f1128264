import CollectionLayout
import CollectionView

/// What a layout file's elements show: its `cells`, `title` and `color` keys turned into cell
/// content. Where a file says nothing, the placeholder look: tiles tinted by section and labelled
/// with their item, headers with their kind and section, decorations grouped grey and rounded.
enum LayoutFileContent {
    /// The data source for `document`: its item counts, background and content.
    static func dataSource(for document: LayoutDocument) -> ContentProviderDataSource {
        dataSource(content: document.content, itemCounts: document.itemCounts, backgroundColor: document.backgroundColor.map(color) ?? .white)
    }

    /// `itemCounts[s]` items in section `s`, showing `content` on `backgroundColor`.
    static func dataSource(content: LayoutContentDescription, itemCounts counts: [Int], backgroundColor: Color) -> ContentProviderDataSource {
        ContentProviderDataSource(itemCounts: counts, backgroundColor: backgroundColor, cell: { path in
            let count = counts.indices.contains(path.section) ? counts[path.section] : 0
            return cell(content.section(path.section).cells, at: path, isLast: path.item + 1 >= count)
        }, supplementary: { kind, path in
            supplementary(content.supplementary(kind, section: path.section), kind: kind, at: path)
        }, decoration: { kind, path in
            decoration(content.decoration(kind, section: path.section))
        })
    }

    static func cell(_ cells: CellContentDescription, at path: IndexPath, isLast: Bool) -> CellContent {
        let title = cells.title(section: path.section, item: path.item)
        let subtitle = cells.subtitle(section: path.section, item: path.item)
        switch cells.style {
        case .tile:
            // Square corners and a white hairline, so tiles that touch stay apart without notches;
            // padding that makes a self-sized tile about as tall as the usual 44-point estimate.
            let text = cells.textColor.map(color) ?? .white
            var labels = [TextLabel(title ?? "\(path.item)", font: FontSpec(size: 15, weight: .semibold), color: text, alignment: .center)]
            if let subtitle { labels.append(TextLabel(subtitle, font: Fonts.footnote, color: text.withAlpha(0.85), alignment: .center)) }
            return CellContent(background: cells.color.map(color) ?? Palette.tile(path.section), border: Border(color: .white),
                               padding: DirectionalEdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 4), labels: labels)
        case .row:
            var labels = [TextLabel(title ?? "\(path.item)", font: Fonts.body, color: cells.textColor.map(color) ?? Palette.label)]
            if let subtitle { labels.append(TextLabel(subtitle, font: Fonts.footnote, color: Palette.secondaryLabel)) }
            return CellContent(background: visible(cells.color.map(color) ?? .white),
                               padding: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), labels: labels,
                               accessory: cells.accessory == .chevron ? .chevron(Palette.tertiaryLabel) : nil,
                               separator: isLast ? nil : Separator(color: Palette.separator, leadingInset: 16))
        }
    }

    static func supplementary(_ description: SupplementaryContentDescription, kind: String, at path: IndexPath) -> CellContent {
        let title = description.title?.filled(section: path.section, item: path.item) ?? "\(kind) \(path.section)"
        // The white hairline keeps placeholder headers apart from what they touch; a header
        // given its own colour is meant to be seen as that colour alone.
        return CellContent(background: visible(description.color.map(color) ?? Palette.groupedBackground),
                           border: description.color == nil ? Border(color: .white) : nil,
                           padding: DirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12),
                           labels: [TextLabel(title, font: Fonts.headline, color: description.textColor.map(color) ?? Palette.label)])
    }

    static func decoration(_ description: DecorationContentDescription) -> CellContent {
        CellContent(background: visible(description.color.map(color) ?? Palette.groupedBackground), cornerRadius: description.cornerRadius ?? 12)
    }

    static func color(_ color: ContentColor) -> Color {
        Color(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
              alpha: Double(color.alpha) / 255)
    }

    /// A colour a file made fully transparent is no fill at all, one fill fewer to draw.
    private static func visible(_ color: Color) -> Color? { color.alpha == 0 ? nil : color }
}
