/// How heavy a font's strokes are.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular, medium, semibold, bold
}

/// A font asked for by pixel size and weight; the window module picks the face.
public struct FontSpec: Hashable, Sendable {
    /// In pixels (1 point = 1 pixel), so output never depends on the screen's DPI.
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}
