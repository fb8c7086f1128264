import CollectionLayout

/// How a list of a `ListConfiguration` is drawn: its background, its separators and cards
/// (the decorations `LayoutSection.list(using:)` lays out), and the content of its rows,
/// headers and footers, with the numbers and colours of `ListMetrics`.
///
/// A data source hands its decoration kinds to ``decoration(kind:at:)`` and builds its rows with
/// ``row(title:subtitle:icon:detail:accessory:)``, so they line up with the separators.
public struct ListStyle: Hashable, Sendable {
    /// The list drawn.
    public var configuration: ListConfiguration
    /// Where a row's content starts and ends inside it where no layout says its margins: rows,
    /// headers and footers follow the host's layout margins when drawn (which is where the
    /// separators start too); this is their padding otherwise, the compact width's unless given.
    public var contentMargin: Double

    /// A row's title and value (`ListMetrics.bodyFontSize`).
    public static var bodyFont: FontSpec { FontSpec(size: TextStyle.body.pointSize(at: shownCategory)) }
    /// A secondary line under a row's title.
    public static var subtitleFont: FontSpec { FontSpec(size: TextStyle.subheadline.pointSize(at: shownCategory)) }
    /// A grouped list's header and every footer.
    public static var smallFont: FontSpec { FontSpec(size: TextStyle.footnote.pointSize(at: shownCategory)) }
    /// A plain list's and a sidebar's header: the body size, semibold.
    public static var plainHeaderFont: FontSpec { FontSpec(size: TextStyle.body.pointSize(at: shownCategory), weight: .semibold) }

    /// The text size of the screen being drawn or laid out; Large outside one. The fonts above
    /// are its Dynamic Type sizes (body 17, subheadline 15, footnote 13 at Large).
    public static var shownCategory: ContentSizeCategory { LayoutHost.current?.traits.preferredContentSizeCategory ?? .large }

    /// The style of `configuration`, its rows' content `contentMargin` in from their edges.
    public init(_ configuration: ListConfiguration, contentMargin: Double = SystemLayoutMargins.compactMargin) {
        self.configuration = configuration
        self.contentMargin = contentMargin
    }

    private var appearance: ListAppearance { configuration.appearance }

    /// What shows behind the list.
    public var backgroundColor: Color { Color(configuration.resolvedBackgroundColor) }

    /// What a list decoration shows: the hairline of a separator, the band of a grouped section,
    /// the rounded card of an inset grouped one; nil for a kind the list does not lay out.
    /// A separator takes the colour the list (or its handler, for the row at `indexPath`) gives.
    public func decoration(kind: String, at indexPath: IndexPath = IndexPath(item: 0, section: 0)) -> CellContent? {
        switch kind {
        case ListConfiguration.separatorElementKind, ListConfiguration.topSeparatorElementKind:
            return CellContent(background: Color(configuration.separatorColor(at: indexPath)))
        case ListConfiguration.backgroundElementKind:
            let radius = appearance == .insetGrouped ? ListMetrics.insetGroupedCornerRadius : 0
            return CellContent(background: Color(ListMetrics.secondarySystemGroupedBackground), cornerRadius: radius)
        default:
            return nil
        }
    }

    /// A row: an optional icon tile, a title and subtitle, a trailing value and an accessory.
    /// Rows have no fill of their own: the list's background or the section's card shows through.
    public func row(title: String, subtitle: String? = nil, icon: IconTile? = nil, detail: String? = nil,
                    accessory: Accessory? = nil) -> CellContent {
        // At an accessibility text size the title wraps and a value goes under it, as UIKit's
        // list cells stack their text when it no longer fits side by side.
        let stacks = Self.shownCategory.isAccessibilityCategory
        var labels = [TextLabel(title, font: Self.bodyFont, color: Color(ListMetrics.label), numberOfLines: stacks ? 0 : 1)]
        if let subtitle { labels.append(TextLabel(subtitle, font: Self.subtitleFont, color: Color(ListMetrics.secondaryLabel))) }
        let value = detail.map { TextLabel($0, font: Self.bodyFont, color: Color(ListMetrics.secondaryLabel), numberOfLines: stacks ? 0 : 1) }
        if stacks, let value { labels.append(value) }
        let padding = DirectionalEdgeInsets(top: ListMetrics.rowVerticalPadding, leading: contentMargin,
                                            bottom: ListMetrics.rowVerticalPadding, trailing: contentMargin)
        var content = CellContent(padding: padding, icon: icon, labels: labels, accessory: accessory,
                                  detail: stacks ? nil : value, spacing: ListMetrics.rowContentSpacing)
        content.minimumHeight = ListMetrics.minimumRowHeight
        content.followsLayoutMargins = true
        return content
    }

    /// A section's first row when it is the section's header (`firstItemInSection`): a row whose
    /// title is a header's, small grey capitals in a grouped list and bold elsewhere.
    public func headerRow(title: String, accessory: Accessory? = nil) -> CellContent {
        var content = row(title: title, accessory: accessory)
        content.labels = [appearance.isGrouped
            ? TextLabel(title.uppercased(), font: Self.smallFont, color: Color(ListMetrics.secondaryLabel))
            : TextLabel(title, font: Self.plainHeaderFont, color: Color(ListMetrics.label))]
        content.outlineDisclosureStyle = .header
        return content
    }

    /// A section header: small capitals in the secondary colour over a grouped card, a bold
    /// title in a plain list or a sidebar. A pinned header gets the list's background, so rows
    /// scrolling under it are hidden.
    public func header(title: String) -> CellContent {
        let grouped = appearance.isGrouped
        let padding = grouped ? ListMetrics.groupedHeaderPadding : ListMetrics.plainHeaderPadding
        let label = grouped
            ? TextLabel(title.uppercased(), font: Self.smallFont, color: Color(ListMetrics.secondaryLabel))
            : TextLabel(title, font: Self.plainHeaderFont, color: Color(ListMetrics.label))
        var content = CellContent(background: appearance.pinsHeaders ? backgroundColor : nil,
                                  padding: DirectionalEdgeInsets(top: padding.top, leading: contentMargin, bottom: padding.bottom, trailing: contentMargin),
                                  labels: [label])
        content.followsLayoutMargins = true
        return content
    }

    /// A section footer: a small note in the secondary colour under the section.
    public func footer(text: String) -> CellContent {
        let padding = ListMetrics.footerPadding
        var content = CellContent(padding: DirectionalEdgeInsets(top: padding.top, leading: contentMargin, bottom: padding.bottom, trailing: contentMargin),
                                  labels: [TextLabel(text, font: Self.smallFont, color: Color(ListMetrics.secondaryLabel), numberOfLines: 0)])
        content.followsLayoutMargins = true
        return content
    }

    /// A disclosure chevron in the colour iOS gives it.
    public static var disclosureIndicator: Accessory { .chevron(Color(ListMetrics.tertiaryLabel)) }
    /// A checkmark in the tint colour.
    public static var checkmark: Accessory { .checkmark(Color(ListMetrics.systemBlue)) }
    /// An outline disclosure in the tint colour.
    public static func outlineDisclosure(expanded: Bool) -> Accessory { .outlineDisclosure(Color(ListMetrics.systemBlue), expanded: expanded) }
}
