import CollectionView
import X11Window

/// Measures text with the Xft fonts that draw it, so a measured width is the drawn width.
///
/// Fonts are opened once per size and weight, from `family`. The first is opened when the
/// measurer is made, so a machine without usable fonts fails there, with an error, rather
/// than halfway through a frame.
public final class XftTextMeasurer: TextMeasuring {
    /// The font family every size and weight is asked of (fontconfig picks the nearest face).
    public let family: String
    private let display: Display
    private var fonts: [FontSpec: Font] = [:]
    /// Stands in for a size or weight that cannot be opened once the first could.
    private let standIn: Font

    /// A measurer for text drawn on `display` in `family` (by default DejaVu Sans, the font of
    /// the screenshot tests). Throws when fontconfig or Xft can open no font at all.
    public init(display: Display, family: String = "DejaVu Sans") throws(X11Error) {
        self.display = display
        self.family = family
        let body = FontSpec(size: 17)
        standIn = try Font(display: display, family: family, pixelSize: body.size, weight: Self.weight(body.weight))
        fonts[body] = standIn
    }

    /// The font that draws `spec`: opened on first use, then kept.
    public func font(_ spec: FontSpec) -> Font {
        if let font = fonts[spec] { return font }
        // Once one font opened, fontconfig finds a face for any size; should Xft still fail,
        // text keeps its place at the wrong size rather than ending the program.
        let font = (try? Font(display: display, family: family, pixelSize: spec.size, weight: Self.weight(spec.weight))) ?? standIn
        fonts[spec] = font
        return font
    }

    /// The advance of `text` in the font that draws `spec`, fallback fonts included: the width
    /// the window draws it at.
    public func advance(of text: Substring, font spec: FontSpec) -> Double {
        font(spec).advance(of: text)
    }

    /// The ascent and descent of the font that draws `spec`.
    public func metrics(of spec: FontSpec) -> FontMetrics {
        let font = font(spec)
        return FontMetrics(ascent: font.ascent, descent: font.descent)
    }

    private static func weight(_ weight: FontWeight) -> Font.Weight {
        switch weight {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}
