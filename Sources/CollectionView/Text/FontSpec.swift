/// How heavy a font's strokes are.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// Body text.
    case regular
    /// A little heavier than regular.
    case medium
    /// Between medium and bold, as headlines.
    case semibold
    /// Titles.
    case bold
}

/// A font asked for by pixel size and weight; the window module picks the face.
public struct FontSpec: Hashable, Sendable {
    /// In pixels (1 point = 1 pixel), so output never depends on the screen's DPI.
    public var size: Double
    /// The stroke weight.
    public var weight: FontWeight

    /// A font `size` pixels tall of `weight`.
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}
