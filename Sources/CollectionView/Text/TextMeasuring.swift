/// A font's vertical metrics, in pixels.
public struct FontMetrics: Hashable, Sendable {
    /// Pixels from the baseline up to the top of the tallest glyph.
    public var ascent: Double
    /// Pixels from the baseline down to the bottom of the lowest glyph.
    public var descent: Double
    /// One line's height: ascent plus descent.
    public var lineHeight: Double { ascent + descent }

    /// Metrics of `ascent` and `descent`.
    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
}

/// Measures text the way it will be drawn; the window module implements it with Xft.
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` (the sum of glyph advances, not ink), fallback fonts included.
    func advance(of text: Substring, font: FontSpec) -> Double
    /// The ascent and descent of `font`.
    func metrics(of font: FontSpec) -> FontMetrics
}
