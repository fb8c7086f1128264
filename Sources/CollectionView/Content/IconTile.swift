/// A rounded square of colour with a glyph or initials in it, as an app icon.
public struct IconTile: Hashable, Sendable {
    /// The tile's side in points.
    public var size: Double
    /// The tile's colour.
    public var color: Color
    /// How round the corners are.
    public var cornerRadius: Double
    /// The character or initials in the middle.
    public var glyph: String
    /// The glyph's colour.
    public var glyphColor: Color
    /// How much of the tile's side the glyph's font size is: 0.42 on a coloured tile, more for
    /// a glyph standing alone on a clear one, as a sidebar's symbols.
    public var glyphScale: Double = 0.42

    /// A tile of `size`; without a corner radius it takes an app icon's, 22.5% of the side.
    public init(size: Double, color: Color, cornerRadius: Double? = nil, glyph: String, glyphColor: Color = .white) {
        self.size = size
        self.color = color
        self.cornerRadius = cornerRadius ?? size * 0.225
        self.glyph = glyph
        self.glyphColor = glyphColor
    }

    /// The glyph's font: a bold face scaled to the tile.
    public var glyphFont: FontSpec { FontSpec(size: (size * glyphScale).rounded(), weight: .bold) }
}
