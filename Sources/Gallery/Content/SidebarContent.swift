import CollectionLayout
import CollectionView

extension Gallery {
    /// The sidebar example's sections: a header row, then each folder's glyph, name and count.
    static let sidebarSections: [(header: String, rows: [(glyph: String, title: String, count: String?)])] = [
        ("Mailboxes", [("✉", "Inbox", "12"), ("★", "VIP", nil), ("⚑", "Flagged", "3"), ("✎", "Drafts", "1"),
                       ("➚", "Sent", nil), ("⌫", "Trash", nil)]),
        ("iCloud", [("▣", "Archive", nil), ("▣", "Receipts", "4"), ("▣", "Travel", nil)]),
        ("Smart Mailboxes", [("◷", "Today", "5"), ("◉", "Unread", "17")]),
    ]

    /// The sidebar example's content: bold header rows with an outline disclosure, and folders
    /// whose tinted glyphs stand where iPadOS puts its symbols.
    static func sidebarContent() -> ContentProviderDataSource {
        let style = ListStyle(sidebarConfiguration())
        let sections = sidebarSections
        let tint = Color(ListMetrics.systemBlue)
        return ContentProviderDataSource(itemCounts: sections.map { $0.rows.count + 1 }, backgroundColor: style.backgroundColor, cell: { path in
            let section = sections[path.section]
            if path.item == 0 {
                return style.headerRow(title: section.header, accessory: ListStyle.outlineDisclosure(expanded: true))
            }
            let row = section.rows[(path.item - 1) % section.rows.count]
            var glyph = IconTile(size: 28, color: .clear, glyph: row.glyph, glyphColor: tint)
            glyph.glyphScale = 0.7
            return style.row(title: row.title, icon: glyph, detail: row.count)
        }, decoration: { kind, _ in style.decoration(kind: kind) })
    }
}
