import CollectionLayout
import CollectionView

extension Gallery {
    /// One row of the settings example: its tile's colour and glyph, its title and its value.
    struct SettingsRow: Sendable {
        var color: Color
        var glyph: String
        var title: String
        var value: String? = nil
    }

    /// The settings example's rows, by section, in the order of an iPhone's Settings.
    static let settingsRows: [[SettingsRow]] = [
        [SettingsRow(color: Palette.orange, glyph: "✈", title: "Airplane Mode", value: "Off"),
         SettingsRow(color: Palette.tint, glyph: "W", title: "Wi-Fi", value: "Home"),
         SettingsRow(color: Palette.tint, glyph: "B", title: "Bluetooth", value: "On"),
         SettingsRow(color: Palette.green, glyph: "C", title: "Cellular"),
         SettingsRow(color: Palette.green, glyph: "H", title: "Personal Hotspot", value: "Off")],
        [SettingsRow(color: Palette.red, glyph: "N", title: "Notifications"),
         SettingsRow(color: Palette.pink, glyph: "♪", title: "Sounds & Haptics"),
         SettingsRow(color: Palette.indigo, glyph: "☾", title: "Focus"),
         SettingsRow(color: Palette.indigo, glyph: "S", title: "Screen Time")],
        [SettingsRow(color: Palette.gray, glyph: "⚙", title: "General"),
         SettingsRow(color: Palette.gray, glyph: "≡", title: "Control Center"),
         SettingsRow(color: Palette.tint, glyph: "☀", title: "Display & Brightness"),
         SettingsRow(color: Palette.tint, glyph: "A", title: "Accessibility"),
         SettingsRow(color: Palette.cyan, glyph: "▦", title: "Wallpaper")],
        [SettingsRow(color: Palette.green, glyph: "$", title: "Wallet & Apple Pay"),
         SettingsRow(color: Palette.gray, glyph: "P", title: "Passwords", value: "128")],
    ]

    /// The settings example's content: each row a tile, a title, its value and a chevron, on the
    /// list's cards and separators.
    static func settingsContent() -> ContentProviderDataSource {
        let style = ListStyle(settingsConfiguration())
        let rows = settingsRows
        return ContentProviderDataSource(itemCounts: rows.map(\.count), backgroundColor: style.backgroundColor, cell: { path in
            let row = rows[path.section][path.item % rows[path.section].count]
            let tile = IconTile(size: ListMetrics.iconTileSize, color: row.color, cornerRadius: ListMetrics.iconTileCornerRadius, glyph: row.glyph)
            return style.row(title: row.title, icon: tile, detail: row.value, accessory: ListStyle.disclosureIndicator)
        }, decoration: { kind, _ in style.decoration(kind: kind) })
    }
}
