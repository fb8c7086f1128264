import CollectionLayout
import CollectionView

/// Content shared by the grid-like examples.
enum Tiles {
    /// A rounded tile of colour with its number in the middle.
    static func numbered(_ number: Int, color: Color, fontSize: Double = 17, cornerRadius: Double = 10) -> CellContent {
        CellContent(background: color, cornerRadius: cornerRadius,
                    labels: [TextLabel("\(number)", font: FontSpec(size: fontSize, weight: .semibold), color: .white, alignment: .center)])
    }

    /// A white row with a title, for lists on a grouped background.
    static func row(_ title: String, cornerRadius: Double = 10, chevron: Bool = false) -> CellContent {
        CellContent(background: Palette.card, cornerRadius: cornerRadius, padding: DirectionalEdgeInsets(leading: 16, trailing: 16),
                    labels: [TextLabel(title, font: Fonts.body, color: Palette.label)],
                    accessory: chevron ? .chevron(Palette.tertiaryLabel) : nil)
    }

    /// A section title as a grouped list writes it: small, upper-case, grey.
    static func sectionTitle(_ title: String, leading: Double = 16, background: Color? = nil) -> CellContent {
        CellContent(background: background, padding: DirectionalEdgeInsets(top: 22, leading: leading, bottom: 6, trailing: 16),
                    labels: [TextLabel(title.uppercased(), font: Fonts.footnote, color: Palette.secondaryLabel)],
                    verticalAlignment: .bottom)
    }

    /// A red circle with a count in it; nil for zero, which hides the badge.
    static func badge(count: Int) -> CellContent? {
        guard count > 0 else { return nil }
        return CellContent(background: Palette.red, cornerRadius: 10, border: Border(color: Palette.background, width: 1.5),
                           labels: [TextLabel("\(count)", font: FontSpec(size: 12, weight: .bold), color: .white, alignment: .center)])
    }
}
