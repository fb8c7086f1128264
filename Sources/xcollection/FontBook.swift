import CollectionView
import X11Window

/// The Xft fonts the collection view asks for, opened once per size and weight; it measures
/// text for the layout of cell content with the same fonts that draw it.
final class FontBook: TextMeasuring {
    static let family = "DejaVu Sans"
    private let display: Display
    private var fonts: [FontSpec: Font] = [:]

    init(display: Display) {
        self.display = display
    }

    func font(_ spec: FontSpec) -> Font {
        if let font = fonts[spec] { return font }
        let weight: Font.Weight
        switch spec.weight {
        case .regular: weight = .regular
        case .medium: weight = .medium
        case .semibold: weight = .semibold
        case .bold: weight = .bold
        }
        do {
            let font = try Font(display: display, family: Self.family, pixelSize: spec.size, weight: weight)
            fonts[spec] = font
            return font
        } catch {
            // Fontconfig always finds some face for a family; failing here means no fonts at all.
            WindowProgram.exit(message: "\(error)")
        }
    }

    func advance(of text: Substring, font spec: FontSpec) -> Double {
        font(spec).advance(of: text)
    }

    func metrics(of spec: FontSpec) -> FontMetrics {
        let font = font(spec)
        return FontMetrics(ascent: font.ascent, descent: font.descent)
    }
}
