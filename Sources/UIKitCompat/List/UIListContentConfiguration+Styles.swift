extension UIListContentConfiguration {
    /// A list row: text in the body style, secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, textProperties: rowText, secondaryTextProperties: rowSecondaryText)
    }

    /// A row with its secondary text under the text, as ``cell()`` draws it here.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, textProperties: rowText, secondaryTextProperties: rowSecondaryText)
    }

    /// A row with its secondary text at the trailing edge, as a setting's current value.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .valueCell, textProperties: rowText, secondaryTextProperties: valueText)
    }

    /// A sidebar row: drawn as ``cell()`` (the sidebar's own metrics are the list's).
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, textProperties: rowText, secondaryTextProperties: rowSecondaryText)
    }

    /// A sidebar row with secondary text under the text: drawn as ``subtitleCell()``.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, textProperties: rowText, secondaryTextProperties: rowSecondaryText)
    }

    /// A sidebar row with its secondary text beside the text: drawn as ``valueCell()``.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .valueCell, textProperties: rowText, secondaryTextProperties: valueText)
    }

    /// A sidebar's section header: the body size, semibold.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, textProperties: plainHeaderText, secondaryTextProperties: rowSecondaryText)
    }

    /// A section header in the look of the list it is drawn in: small grey capitals in a grouped
    /// or inset grouped list, semibold body text elsewhere, unless its text properties are changed
    /// (then they are drawn as set, in the plain header's place).
    public static func header() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .header, textProperties: plainHeaderText, secondaryTextProperties: rowSecondaryText)
    }

    /// A plain list's section header: the body size, semibold.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, textProperties: plainHeaderText, secondaryTextProperties: rowSecondaryText)
    }

    /// A grouped list's section header: small capitals in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedHeader, textProperties: groupedHeaderText, secondaryTextProperties: rowSecondaryText)
    }

    /// A section footer: a note in the footnote style and the secondary label colour.
    public static func footer() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .footer, textProperties: footerText, secondaryTextProperties: footerText)
    }

    /// A plain list's section footer: drawn as ``footer()``.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .footer, textProperties: footerText, secondaryTextProperties: footerText)
    }

    /// A grouped list's section footer: drawn as ``footer()``.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .footer, textProperties: footerText, secondaryTextProperties: footerText)
    }
}
