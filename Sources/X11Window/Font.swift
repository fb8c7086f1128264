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
    /// The size the font was asked for, in pixels.
    let pixelSize: Double
    /// The primary font, owned (one Xft reference).
    let xftFont: UnsafeMutablePointer<XftFont>
    let fallback: FontFallback
    /// Shaped lines by text, up to a bound: a few screens of lines, which frames draw again;
    /// measurements are cached apart, as numbers (`CachedTextMeasurer`).
    var shapedLines = BoundedCache<ShapingKey, ShapedLine>(capacity: 1024)
    /// HarfBuzz's view of this font and of each fallback, by Xft font.
    var shapingFonts: [UnsafeMutablePointer<XftFont>: ShapingFont] = [:]

    /// Asked for by pixel size (XFT_PIXEL_SIZE) so output never depends on the screen's DPI.
    public init(display: Display, family: String = "DejaVu Sans", pixelSize: Double, weight: Weight = .regular) throws(X11Error) {
        guard pixelSize > 0, pixelSize.isFinite else {
            throw X11Error("font \"\(family)\": pixel size \(pixelSize) is not positive")
        }
        FontconfigWarmUp.wait()
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
        self.pixelSize = pixelSize
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

    /// The advance width of `text` as it is drawn: shaped (joined, kerned, with ligatures and
    /// marks placed, as the font's tables say), in visual order, with fallback fonts for
    /// characters this font lacks. Cached per string, up to a bound.
    public func advance(of text: Substring) -> Double {
        guard !text.isEmpty else { return 0 }
        return Double(shaped(text).advance)
    }

    /// The base direction of `text`, from its first strong character; left to right when it
    /// has none.
    public func direction(of text: Substring) -> TextDirection {
        guard !text.isEmpty else { return .leftToRight }
        return shaped(text).direction
    }
}
