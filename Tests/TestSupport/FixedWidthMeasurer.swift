import CollectionView

/// Every character (grapheme) is half the font size wide; ascent and descent are 0.8 and 0.2
/// of it. Simple enough that expected layouts can be worked out by hand.
public final class FixedWidthMeasurer: TextMeasuring {
    public private(set) var calls = 0

    public init() {}

    public func advance(of text: Substring, font: FontSpec) -> Double {
        calls += 1
        return Double(text.count) * font.size / 2
    }

    public func metrics(of font: FontSpec) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2)
    }
}
