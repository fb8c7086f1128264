import CollectionLayout
import CollectionView

extension Gallery {
    /// One row of the sidebar example: a section's header, or a folder's glyph, name and count.
    struct SidebarRow: Sendable {
        let glyph: String?
        let title: String
        let count: String?
    }

    /// The sidebar example's sections: a header row, then each folder's glyph, name and count.
    static let sidebarSections: [(header: String, rows: [(glyph: String, title: String, count: String?)])] = [
        ("Mailboxes", [("✉", "Inbox", "12"), ("★", "VIP", nil), ("⚑", "Flagged", "3"), ("✎", "Drafts", "1"),
                       ("➚", "Sent", nil), ("⌫", "Trash", nil)]),
        ("iCloud", [("▣", "Archive", nil), ("▣", "Receipts", "4"), ("▣", "Travel", nil)]),
        ("Smart Mailboxes", [("◷", "Today", "5"), ("◉", "Unread", "17")]),
    ]

    /// The sidebar example's content, an outline per section: a bold header row whose disclosure
    /// shows and hides the folders under it, and folders whose tinted glyphs stand where iPadOS
    /// puts its symbols. The folders line up with their header, as Mail's do.
    static func sidebarContent() -> DiffableDataSource<Int, String> {
        let style = ListStyle(sidebarConfiguration())
        let tint = Color(ListMetrics.systemBlue)
        var rows: [String: SidebarRow] = [:]
        for section in sidebarSections {
            rows[section.header] = SidebarRow(glyph: nil, title: section.header, count: nil)
            for row in section.rows { rows["\(section.header)/\(row.title)"] = SidebarRow(glyph: row.glyph, title: row.title, count: row.count) }
        }
        let source = DiffableDataSource<Int, String> { [rows] _, item in
            guard let row = rows[item] else { return CellContent() }
            guard let symbol = row.glyph else { return style.headerRow(title: row.title, accessory: ListStyle.outlineDisclosure(expanded: false)) }
            var glyph = IconTile(size: 28, color: .clear, glyph: symbol, glyphColor: tint)
            glyph.glyphScale = 0.7
            return style.row(title: row.title, icon: glyph, detail: row.count)
        }
        source.backgroundColor = style.backgroundColor
        source.decorationProvider = { kind, _ in style.decoration(kind: kind) }
        source.indentationWidth = 0
        for (index, section) in sidebarSections.enumerated() {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append([section.header])
            outline.append(section.rows.map { "\(section.header)/\($0.title)" }, to: section.header)
            outline.expand([section.header])
            source.apply(outline, to: index, animatingDifferences: false)
        }
        return source
    }
}
