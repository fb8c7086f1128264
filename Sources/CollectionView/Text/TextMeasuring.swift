/// A font's vertical metrics, in pixels.
public struct FontMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    /// One line's height: ascent plus descent.
    public var lineHeight: Double { ascent + descent }

    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
}

/// Measures text the way it will be drawn; the window module implements it with Xft.
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` (the sum of glyph advances, not ink), fallback fonts included.
    func advance(of text: Substring, font: FontSpec) -> Double
    func metrics(of font: FontSpec) -> FontMetrics
}
