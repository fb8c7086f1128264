import CollectionLayout
import CollectionView

extension UIListContentConfiguration {
    /// The engine's content for this configuration in a list drawn as `style`, with `accessories`
    /// at the trailing edge: a row, header or footer of `ListStyle`'s metrics, its labels in this
    /// configuration's fonts and colours.
    func cellContent(in style: ListStyle, accessories: [UICellAccessory]) -> CellContent {
        var content = styledContent(in: style, accessories: accessories)
        // A header's content takes an outline disclosure too, as a sidebar section's header row.
        let isHeader = ![ListContentStyle.cell, .valueCell, .footer].contains(self.style)
        if let disclosure = accessories.first(where: { $0.isShown && $0.outlineDisclosureStyle != nil }),
           let toggles = disclosure.outlineDisclosureStyle {
            if isHeader { content.accessory = disclosure.glyphAccessory }
            content.outlineDisclosureStyle = toggles == .header || (toggles == .automatic && isHeader) ? .header : .cell
        }
        return content
    }

    private func styledContent(in style: ListStyle, accessories: [UICellAccessory]) -> CellContent {
        switch resolvedStyle(in: style.configuration) {
        case .cell, .valueCell:
            return row(in: style, accessories: accessories)
        case .header, .plainHeader:
            var content = style.header(title: "")
            content.labels = [text.map { label($0, textProperties) }, secondaryText.map { label($0, secondaryTextProperties) }].compactMap { $0 }
            return content
        case .groupedHeader:
            var content = style.header(title: "")
            // `header()` resolved to the grouped look brings the plain header's properties.
            let properties = self.style == .header ? Self.groupedHeaderText : textProperties
            content.labels = [text.map { label($0.uppercased(), properties) },
                              secondaryText.map { label($0, secondaryTextProperties) }].compactMap { $0 }
            return content
        case .footer:
            var content = style.footer(text: "")
            content.labels = [text.map { label($0, textProperties) }, secondaryText.map { label($0, secondaryTextProperties) }].compactMap { $0 }
            return content
        }
    }

    /// The style drawn: `header()` takes a grouped list's look there unless its text was restyled.
    private func resolvedStyle(in list: ListConfiguration) -> ListContentStyle {
        if style == .header, list.appearance.isGrouped, textProperties == Self.plainHeaderText { return .groupedHeader }
        return style
    }

    private func row(in style: ListStyle, accessories: [UICellAccessory]) -> CellContent {
        var content = style.row(title: "")
        // At an accessibility text size a value cell stacks its value under its text, as UIKit's
        // does when text and secondary text no longer fit side by side.
        let stacks = UIFont.shownContentSizeCategory.isAccessibilityCategory
        let isValueCell = self.style == .valueCell && !stacks
        content.labels = [text.map { label($0, textProperties) },
                          isValueCell ? nil : secondaryText.map { label($0, secondaryTextProperties) }].compactMap { $0 }
        content.icon = image.map { image in
            var tile = IconTile(size: ListMetrics.iconTileSize, color: .clear, glyph: image.glyph,
                                glyphColor: (imageProperties.tintColor ?? .systemBlue).color)
            tile.glyphScale = 0.7
            return tile
        }
        let shown = accessories.filter(\.isShown)
        let value = isValueCell ? secondaryText.map { label($0, secondaryTextProperties, lines: 1) } : nil
        let labelAccessory = shown.lazy.compactMap(\.textLabel).first
        content.detail = value ?? labelAccessory
        content.accessory = shown.lazy.compactMap(\.glyphAccessory).first
            ?? (value != nil ? labelAccessory.map { .text($0) } : nil)
        return content
    }

    private func label(_ text: String, _ properties: TextProperties, lines: Int? = nil) -> TextLabel {
        let font = properties.adjustsFontForContentSizeCategory ? properties.font : properties.font.atDefaultContentSize
        return TextLabel(text, font: font.fontSpec, color: properties.color.color,
                  alignment: properties.alignment == .center ? .center : .natural,
                  numberOfLines: lines ?? properties.numberOfLines)
    }
}

extension UICellAccessory {
    /// The engine's accessory for an indicator, checkmark or outline disclosure; nil for a label.
    var glyphAccessory: Accessory? {
        switch kind {
        case .disclosureIndicator(let tint): tint.map { .chevron($0.color) } ?? ListStyle.disclosureIndicator
        case .checkmark(let tint): tint.map { .checkmark($0.color) } ?? ListStyle.checkmark
        case .outlineDisclosure(let tint, _): .outlineDisclosure((tint ?? .systemBlue).color, expanded: false)
        case .label: nil
        }
    }

    /// What a click on an outline disclosure toggles; nil for the other accessories.
    var outlineDisclosureStyle: OutlineDisclosureOptions.Style? {
        guard case .outlineDisclosure(_, let style) = kind else { return nil }
        return style
    }

    /// A label accessory's text as the engine draws it; nil for the others.
    var textLabel: TextLabel? {
        guard case .label(let text, let font, let tint) = kind else { return nil }
        return TextLabel(text, font: (font ?? .preferredFont(forTextStyle: .body)).fontSpec, color: (tint ?? .secondaryLabel).color)
    }
}
