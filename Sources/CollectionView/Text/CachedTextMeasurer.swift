/// A `TextMeasuring` that remembers: the same text in the same font costs one lookup after the
/// first measurement, and so does a label laid out again at the same width. Bounded, so a
/// long scroll through a million different texts does not grow it without end.
public final class CachedTextMeasurer: TextMeasuring {
    private struct AdvanceKey: Hashable {
        let text: Substring
        let font: FontSpec
    }

    private struct LayoutKey: Hashable {
        let label: TextLabel
        let width: Double
    }

    private let base: any TextMeasuring
    private let limit: Int
    private var advances: [AdvanceKey: Double] = [:]
    private var layouts: [LayoutKey: TextLayout] = [:]
    private var metrics: [FontSpec: FontMetrics] = [:]

    /// Wraps `base`, keeping at most `limit` advances and `limit` layouts.
    public init(_ base: any TextMeasuring, limit: Int = 2_048) {
        self.base = base
        self.limit = limit
    }

    /// The base measurer's advance of `text` in `font`, remembered after the first time.
    public func advance(of text: Substring, font: FontSpec) -> Double {
        let key = AdvanceKey(text: text, font: font)
        if let known = advances[key] { return known }
        // Dropping everything at the bound is crude but keeps lookups O(1) and memory flat.
        if advances.count >= limit { advances.removeAll(keepingCapacity: true) }
        let value = base.advance(of: text, font: font)
        advances[key] = value
        return value
    }

    /// The font's metrics, remembered after the first time.
    public func metrics(of font: FontSpec) -> FontMetrics {
        if let known = metrics[font] { return known }
        let value = base.metrics(of: font)
        metrics[font] = value
        return value
    }

    /// `label` laid out at `width`, from the cache when it was laid out there before.
    public func layout(_ label: TextLabel, width: Double) -> TextLayout {
        let key = LayoutKey(label: label, width: width)
        if let known = layouts[key] { return known }
        if layouts.count >= limit { layouts.removeAll(keepingCapacity: true) }
        let value = TextLayout(label: label, width: width, measurer: self)
        layouts[key] = value
        return value
    }
}
