import CollectionLayout
import CollectionView

/// The made-up apps the App Store example lists: names, categories, icon colours and glyphs.
enum AppCatalog {
    struct App {
        let name: String
        let category: String
        let color: Color
        let glyph: String
    }

    private static let names = [
        ("Pocket Tides", "Weather", "≈"), ("Skyline Builder", "Games", "▲"), ("Ledger", "Finance", "$"),
        ("Night Owl", "Photo & Video", "◐"), ("Sprout", "Lifestyle", "✿"), ("Tempo Run", "Health & Fitness", "➤"),
        ("Inkwell", "Productivity", "✎"), ("Harbor Maps", "Navigation", "⚓"), ("Chorus", "Music", "♪"),
        ("Parcel", "Shopping", "▣"), ("Fieldnotes", "Education", "✦"), ("Tandem", "Social Networking", "∞"),
        ("Orbit", "Games", "●"), ("Quill", "Books", "¶"), ("Lumen", "Utilities", "☀"),
    ]

    /// The app at `index`, cycling through the catalogue with a fresh colour each round.
    static func app(_ index: Int) -> App {
        let entry = names[index % names.count]
        return App(name: entry.0, category: entry.1, color: Palette.tile(index * 3 + index / names.count), glyph: entry.2)
    }

    /// A row as the App Store lists apps: icon, name over category, and a GET button.
    static func row(_ index: Int, iconSize: Double = 56, rank: Int? = nil, separator: Bool) -> CellContent {
        let app = app(index)
        var labels = [TextLabel(app.name, font: Fonts.headline, color: Palette.label),
                      TextLabel(app.category, font: Fonts.footnote, color: Palette.secondaryLabel)]
        if let rank { labels[0].text = "\(rank)  \(app.name)" }
        return CellContent(padding: DirectionalEdgeInsets(top: 10, bottom: 10),
                           icon: IconTile(size: iconSize, color: app.color, glyph: app.glyph), labels: labels,
                           accessory: .pill(PillButton(title: "GET", titleColor: Palette.tint, color: Palette.fill)),
                           separator: separator ? Separator(color: Palette.separator) : nil)
    }

    /// Featured cards' texts: caption, title, subtitle.
    static let features = [
        ("NEW GAME", "Build a city above the clouds", "Skyline Builder"),
        ("APP OF THE DAY", "Tides, to the minute", "Pocket Tides"),
        ("GET ORGANISED", "A ledger that balances itself", "Ledger"),
        ("WHAT WE'RE PLAYING", "Orbit: one button, many moons", "Orbit"),
        ("MEET THE DEVELOPER", "The people behind Chorus", "Chorus"),
        ("NOW TRENDING", "Gardening for small balconies", "Sprout"),
    ]
}
