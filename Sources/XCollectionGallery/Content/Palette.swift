import CollectionView

/// The examples' colours: the iOS system palette, light appearance.
enum Palette {
    static let background = Color.white
    static let groupedBackground = Color(hex: 0xF2F2F7)
    static let label = Color(hex: 0x000000)
    static let secondaryLabel = Color(hex: 0x8A8A8E)
    static let tertiaryLabel = Color(hex: 0xC4C4C7)
    static let separator = Color(hex: 0xC6C6C8)
    static let tint = Color(hex: 0x007AFF)
    static let fill = Color(hex: 0xEFEFF4)
    static let red = Color(hex: 0xFF3B30)
    static let green = Color(hex: 0x34C759)
    static let purple = Color(hex: 0xAF52DE)
    static let shadow = Color(hex: 0x000000, alpha: 0.18)

    /// Tile colours, cycled through by index.
    static let tiles: [Color] = [
        Color(hex: 0x5856D6), Color(hex: 0xFF9500), Color(hex: 0x34C759), Color(hex: 0x007AFF),
        Color(hex: 0xFF2D55), Color(hex: 0x32ADE6), Color(hex: 0xAF52DE), Color(hex: 0xFFCC00),
    ]

    static func tile(_ index: Int) -> Color { tiles[((index % tiles.count) + tiles.count) % tiles.count] }
}
