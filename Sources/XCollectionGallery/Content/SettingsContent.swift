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
        [SettingsRow(color: Color(hex: 0xFF9500), glyph: "✈", title: "Airplane Mode", value: "Off"),
         SettingsRow(color: Color(hex: 0x007AFF), glyph: "W", title: "Wi-Fi", value: "Home"),
         SettingsRow(color: Color(hex: 0x007AFF), glyph: "B", title: "Bluetooth", value: "On"),
         SettingsRow(color: Color(hex: 0x34C759), glyph: "C", title: "Cellular"),
         SettingsRow(color: Color(hex: 0x34C759), glyph: "H", title: "Personal Hotspot", value: "Off")],
        [SettingsRow(color: Color(hex: 0xFF3B30), glyph: "N", title: "Notifications"),
         SettingsRow(color: Color(hex: 0xFF2D55), glyph: "♪", title: "Sounds & Haptics"),
         SettingsRow(color: Color(hex: 0x5856D6), glyph: "☾", title: "Focus"),
         SettingsRow(color: Color(hex: 0x5856D6), glyph: "S", title: "Screen Time")],
        [SettingsRow(color: Color(hex: 0x8E8E93), glyph: "⚙", title: "General"),
         SettingsRow(color: Color(hex: 0x8E8E93), glyph: "≡", title: "Control Center"),
         SettingsRow(color: Color(hex: 0x007AFF), glyph: "☀", title: "Display & Brightness"),
         SettingsRow(color: Color(hex: 0x007AFF), glyph: "A", title: "Accessibility"),
         SettingsRow(color: Color(hex: 0x32ADE6), glyph: "▦", title: "Wallpaper")],
        [SettingsRow(color: Color(hex: 0x34C759), glyph: "$", title: "Wallet & Apple Pay"),
         SettingsRow(color: Color(hex: 0x8E8E93), glyph: "P", title: "Passwords", value: "128")],
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
