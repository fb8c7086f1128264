import CX11

/// An Xft font at a pixel size, with fallback fonts for characters it lacks.
public final class Font {
    /// The weights a collection view's cells ask for; fontconfig picks the nearest face.
    public enum Weight: Sendable {
        /// Body text.
        case regular
        /// A little heavier than regular.
        case medium
        /// Between medium and bold.
        case semibold
        /// Titles.
        case bold

        var fontconfigWeight: Int32 {
            switch self {
            case .regular: FC_WEIGHT_REGULAR
            case .medium: FC_WEIGHT_MEDIUM
            case .semibold: FC_WEIGHT_DEMIBOLD
            case .bold: FC_WEIGHT_BOLD
            }
        }
    }

    let display: Display
    /// The primary font, owned (one Xft reference).
    let xftFont: UnsafeMutablePointer<XftFont>
    private let fallback: FontFallback
    private var advances = BoundedCache<String, Double>(capacity: 4096)

    /// Asked for by pixel size (XFT_PIXEL_SIZE) so output never depends on the screen's DPI.
    public init(display: Display, family: String = "DejaVu Sans", pixelSize: Double, weight: Weight = .regular) throws(X11Error) {
        guard pixelSize > 0, pixelSize.isFinite else {
            throw X11Error("font \"\(family)\": pixel size \(pixelSize) is not positive")
        }
        guard let request = FcPatternCreate() else { throw X11Error("font \"\(family)\": out of memory") }
        FcPatternAddString(request, FC_FAMILY, family)
        FcPatternAddDouble(request, FC_PIXEL_SIZE, pixelSize)
        FcPatternAddInteger(request, FC_WEIGHT, weight.fontconfigWeight)
        // Grey-scale anti-aliasing with slight hinting: crisp, and identical on every machine
        // whatever its subpixel order, so captured frames can be compared with golden images.
        FcPatternAddBool(request, FC_ANTIALIAS, 1)
        FcPatternAddInteger(request, FC_RGBA, FC_RGBA_NONE)
        FcPatternAddBool(request, FC_HINTING, 1)
        FcPatternAddInteger(request, FC_HINT_STYLE, FC_HINT_SLIGHT)

        var result = FcResultNoMatch
        guard let match = XftLock.run({ XftFontMatch(display.pointer, display.screen, request, &result) }) else {
            FcPatternDestroy(request)
            throw X11Error("font \"\(family)\" at \(pixelSize) px: fontconfig found no font (is fonts-dejavu-core installed?)")
        }
        guard let font = XftLock.run({ XftFontOpenPattern(display.pointer, match) }) else {
            FcPatternDestroy(match)
            FcPatternDestroy(request)
            throw X11Error("font \"\(family)\" at \(pixelSize) px: Xft could not open the matched font")
        }
        self.display = display
        self.xftFont = font
        self.fallback = FontFallback(display: display, request: request)
    }

    deinit {
        XftLock.run { XftFontClose(display.pointer, xftFont) }
    }

    /// Pixels from the baseline up to the top of the tallest glyph.
    public var ascent: Double { Double(xftFont.pointee.ascent) }

    /// Pixels from the baseline down to the bottom of the lowest glyph.
    public var descent: Double { Double(xftFont.pointee.descent) }

    /// The height of one line of text: ascent plus descent.
    public var lineHeight: Double { ascent + descent }

    /// The advance width of `text`: the sum of its glyphs' `xOff`, not the width of their ink,
    /// with fallback fonts for characters this font lacks. Cached per string, up to a bound.
    public func advance(of text: Substring) -> Double {
        guard !text.isEmpty else { return 0 }
        let key = String(text)
        if let cached = advances[key] { return cached }
        var total = 0.0
        for run in runs(of: text) {
            for piece in run.pieces { total += advance(of: piece, in: run.font) }
        }
        advances.insert(total, for: key)
        return total
    }

    /// The advance of one piece of a run, as Xft will move the pen when drawing it.
    func advance(of piece: ArraySlice<FcChar32>, in font: UnsafeMutablePointer<XftFont>) -> Double {
        var extents = XGlyphInfo()
        piece.withUnsafeBufferPointer { buffer in
            XftLock.run { XftTextExtents32(display.pointer, font, buffer.baseAddress, Int32(buffer.count), &extents) }
        }
        return Double(extents.xOff)
    }

    /// Splits `text` into runs that each one font draws, so measuring and drawing agree.
    func runs(of text: Substring) -> [TextRun] {
        var runs: [TextRun] = []
        for scalar in text.unicodeScalars {
            let font = fallback.font(for: scalar.value, primary: xftFont)
            if let last = runs.indices.last, runs[last].font == font {
                runs[last].characters.append(scalar.value)
            } else {
                runs.append(TextRun(font: font, characters: [scalar.value]))
            }
        }
        return runs
    }
}
