import CollectionLayout
import CollectionView

/// What a layout file's elements show: its `cells`, `title` and `color` keys turned into cell
/// content. Where a file says nothing, the placeholder look: tiles tinted by section and labelled
/// with their item, headers with their kind and section, decorations grouped grey and rounded.
enum LayoutFileContent {
    /// The data source for `document`: its item counts, background and content.
    static func dataSource(for document: LayoutDocument) -> ContentProviderDataSource {
        let lists = listStyles(of: document)
        // A file that names no background takes its first list's, as a list configuration colours its collection view.
        let background = document.backgroundColor.map(color) ?? lists.lazy.compactMap { $0?.backgroundColor }.first ?? Palette.background
        return dataSource(content: document.content, itemCounts: document.itemCounts, backgroundColor: background, lists: lists)
    }

    /// `itemCounts[s]` items in section `s`, showing `content` on `backgroundColor`; a section
    /// with a list style (`lists[s]`) is drawn in that list's look. A decoration kind for which
    /// `registeredDecoration` gives content (a view class a Swift file's layout registered)
    /// shows that.
    static func dataSource(content: LayoutContentDescription, itemCounts counts: [Int], backgroundColor background: Color,
                           lists: [ListStyle?] = [],
                           registeredDecoration: (@Sendable (String) -> CellContent?)? = nil) -> ContentProviderDataSource {
        let list = { @Sendable (section: Int) in lists.indices.contains(section) ? lists[section] : nil }
        return ContentProviderDataSource(itemCounts: counts, backgroundColor: background, cell: { path in
            let count = counts.indices.contains(path.section) ? counts[path.section] : 0
            if let style = list(path.section) {
                return listRow(content.section(path.section).cells, style: style, at: path, pageColor: background)
            }
            return cell(content.section(path.section).cells, at: path, isLast: path.item + 1 >= count)
        }, supplementary: { kind, path in
            let description = content.supplementary(kind, section: path.section)
            if let style = list(path.section) {
                let isFooter = kind == style.configuration.footerElementKind
                let title = description.title?.filled(section: path.section, item: path.item) ?? "\(isFooter ? "Footer" : "Header") \(path.section)"
                return isFooter ? style.footer(text: title) : style.header(title: title)
            }
            return supplementary(description, kind: kind, at: path)
        }, decoration: { kind, path in
            if let drawn = registeredDecoration?(kind) { return drawn }
            if let style = list(path.section), let drawn = style.decoration(kind: kind, at: path) { return drawn }
            return decoration(content.decoration(kind, section: path.section))
        })
    }

    /// The list style of each section made from a list configuration, nil for the others.
    static func listStyles(of document: LayoutDocument) -> [ListStyle?] {
        guard case .compositional(let compositional) = document.layout else { return [] }
        return compositional.sections.map { $0.listConfiguration.map { ListStyle($0) } }
    }

    /// A list section's row: the file's title, subtitle, value and accessory in the list's own look.
    /// A row not on a card fills with its list's background where the page behind is another
    /// (a plain list below a grouped one), as UIKit's plain list cells fill with theirs.
    static func listRow(_ cells: CellContentDescription, style: ListStyle, at path: IndexPath, pageColor: Color) -> CellContent {
        if style.configuration.headerMode == .firstItemInSection, path.item == 0 {
            return style.headerRow(title: cells.title(section: path.section, item: path.item) ?? "\(path.item)",
                                   accessory: accessory(cells.accessory))
        }
        var row = style.row(title: cells.title(section: path.section, item: path.item) ?? "\(path.item)",
                            subtitle: cells.subtitle(section: path.section, item: path.item),
                            detail: cells.value(section: path.section, item: path.item), accessory: accessory(cells.accessory))
        if let text = cells.textColor { row.labels[0].color = color(text) }
        if !style.configuration.appearance.isGrouped, style.backgroundColor != pageColor { row.background = style.backgroundColor }
        if let fill = cells.color { row.background = visible(color(fill)) }
        return row
    }

    /// The accessory a file's `accessory` key names, in the colours iOS gives it.
    static func accessory(_ accessory: CellAccessory) -> Accessory? {
        switch accessory {
        case .none: return nil
        case .chevron: return ListStyle.disclosureIndicator
        case .checkmark: return ListStyle.checkmark
        case .outlineDisclosure: return ListStyle.outlineDisclosure(expanded: false)
        }
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
            return CellContent(background: visible(cells.color.map(color) ?? Palette.background),
                               padding: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), labels: labels,
                               accessory: cells.accessory == .chevron ? .chevron(Palette.tertiaryLabel) : accessory(cells.accessory),
                               detail: cells.value(section: path.section, item: path.item).map { TextLabel($0, font: Fonts.body, color: Palette.secondaryLabel) },
                               separator: isLast ? nil : Separator(color: Palette.separator, leadingInset: 16))
        }
    }

    /// A kind as a placeholder title names it: UIKit's section header and footer kinds as the
    /// words they stand for, any other kind as it is.
    static func displayName(ofKind kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader": "Header"
        case "UICollectionElementKindSectionFooter": "Footer"
        default: kind
        }
    }

    static func supplementary(_ description: SupplementaryContentDescription, kind: String, at path: IndexPath) -> CellContent {
        let title = description.title?.filled(section: path.section, item: path.item) ?? "\(displayName(ofKind: kind)) \(path.section)"
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
