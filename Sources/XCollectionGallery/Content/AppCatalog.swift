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

    /// The app at `index`, cycling through the catalogue with a fresh colour each round.
    static func app(_ index: Int, in strings: AppStoreStrings) -> App {
        let names = strings.apps
        let entry = names[index % names.count]
        return App(name: entry.name, category: entry.category, color: Palette.tile(index * 3 + index / names.count), glyph: entry.glyph)
    }

    /// A row as the App Store lists apps: icon, name over category, and a GET button.
    static func row(_ index: Int, iconSize: Double = 56, rank: Int? = nil, separator: Bool, strings: AppStoreStrings) -> CellContent {
        let app = app(index, in: strings)
        var labels = [TextLabel(app.name, font: Fonts.headline, color: Palette.label),
                      TextLabel(app.category, font: Fonts.footnote, color: Palette.secondaryLabel)]
        if let rank { labels[0].text = "\(rank)  \(app.name)" }
        return CellContent(padding: DirectionalEdgeInsets(top: 10, bottom: 10),
                           icon: IconTile(size: iconSize, color: app.color, glyph: app.glyph), labels: labels,
                           accessory: .pill(PillButton(title: strings.get, titleColor: Palette.tint, color: Palette.fill)),
                           separator: separator ? Separator(color: Palette.separator) : nil)
    }
}
