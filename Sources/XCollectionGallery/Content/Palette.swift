import CollectionView

/// The examples' colours: the iOS system palette, in light and dark appearance (Apple's values,
/// listed with their sources in docs/devices.md), so every example reads in either.
enum Palette {
    private static func dynamic(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil) -> Color {
        Color(light: Color(hex: light, alpha: alpha), dark: Color(hex: dark, alpha: darkAlpha ?? alpha))
    }

    /// `systemBackground`.
    static let background = dynamic(0xFFFFFF, 0x000000)
    /// `systemGroupedBackground`.
    static let groupedBackground = dynamic(0xF2F2F7, 0x000000)
    /// `secondarySystemGroupedBackground`: a card on the grouped background.
    static let card = dynamic(0xFFFFFF, 0x1C1C1E)
    /// `label`.
    static let label = dynamic(0x000000, 0xFFFFFF)
    /// `secondaryLabel`, opaque over the background.
    static let secondaryLabel = dynamic(0x8A8A8E, 0x8D8D93)
    /// `tertiaryLabel`, opaque over the background.
    static let tertiaryLabel = dynamic(0xC4C4C7, 0x48484A)
    /// `opaqueSeparator`.
    static let separator = dynamic(0xC6C6C8, 0x38383A)
    /// `systemBlue`.
    static let tint = dynamic(0x007AFF, 0x0A84FF)
    /// `tertiarySystemFill`, opaque over the background.
    static let fill = dynamic(0xEFEFF4, 0x1C1C1E)
    /// `systemRed`.
    static let red = dynamic(0xFF3B30, 0xFF453A)
    /// `systemGreen`.
    static let green = dynamic(0x34C759, 0x30D158)
    /// `systemPurple`.
    static let purple = dynamic(0xAF52DE, 0xBF5AF2)
    /// Body text of a paragraph: `label`'s grey, 3C3C43 (EBEBF5 in dark).
    static let bodyText = dynamic(0x3C3C43, 0xEBEBF5)
    /// `systemOrange`.
    static let orange = dynamic(0xFF9500, 0xFF9F0A)
    /// `systemPink`.
    static let pink = dynamic(0xFF2D55, 0xFF375F)
    /// `systemIndigo`.
    static let indigo = dynamic(0x5856D6, 0x5E5CE6)
    /// `systemGray`.
    static let gray = dynamic(0x8E8E93, 0x8E8E93)
    /// `systemCyan`.
    static let cyan = dynamic(0x32ADE6, 0x64D2FF)
    /// A card's shadow: darker on the dark background.
    static let shadow = dynamic(0x000000, 0x000000, alpha: 0.18, darkAlpha: 0.6)

    /// Tile colours, cycled through by index: indigo, orange, green, blue, pink, cyan, purple, yellow.
    static let tiles: [Color] = [
        dynamic(0x5856D6, 0x5E5CE6), dynamic(0xFF9500, 0xFF9F0A), dynamic(0x34C759, 0x30D158), dynamic(0x007AFF, 0x0A84FF),
        dynamic(0xFF2D55, 0xFF375F), dynamic(0x32ADE6, 0x64D2FF), dynamic(0xAF52DE, 0xBF5AF2), dynamic(0xFFCC00, 0xFFD60A),
    ]

    static func tile(_ index: Int) -> Color { tiles[((index % tiles.count) + tiles.count) % tiles.count] }
}
