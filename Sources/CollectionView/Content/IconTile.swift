/// A rounded square of colour with a glyph or initials in it, as an app icon.
public struct IconTile: Hashable, Sendable {
    public var size: Double
    public var color: Color
    public var cornerRadius: Double
    public var glyph: String
    public var glyphColor: Color

    public init(size: Double, color: Color, cornerRadius: Double? = nil, glyph: String, glyphColor: Color = .white) {
        self.size = size
        self.color = color
        self.cornerRadius = cornerRadius ?? size * 0.225
        self.glyph = glyph
        self.glyphColor = glyphColor
    }

    /// The glyph's font: a bold face scaled to the tile.
    public var glyphFont: FontSpec { FontSpec(size: (size * 0.42).rounded(), weight: .bold) }
}
