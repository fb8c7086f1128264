import CollectionView

/// A measurer without a font file: 0.55 em a character, for views laid out away from a screen.
final class EstimatedTextMeasurer: TextMeasuring {
    func advance(of text: Substring, font: FontSpec) -> Double {
        Double(text.count) * font.size * 0.55
    }

    func metrics(of font: FontSpec) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.93, descent: font.size * 0.24)
    }
}
