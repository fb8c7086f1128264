import CX11

/// The one size a colour bitmap font's glyphs come in (Noto Color Emoji's are 109 px), which Xft
/// draws them at whatever size was asked; text scales them to its own size itself.
enum BitmapStrike {
    /// How much `font`'s glyphs must be scaled by to be `pixelSize`: below 1 for a bitmap font
    /// whose glyphs are larger (fontconfig opens it at its bitmaps' size), else 1.
    static func scale(of font: UnsafeMutablePointer<XftFont>, to pixelSize: Double) -> Double {
        guard let pattern = font.pointee.pattern, pixelSize > 0 else { return 1 }
        // The pattern says whether the face has outlines, as fontconfig's cache knows it: only a
        // face without them is read (with FreeType, which is slow) for its bitmaps' size.
        var outline: FcBool = 1
        guard FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline) == FcResultMatch, outline == 0,
              let strike = size(of: pattern), strike > pixelSize else { return 1 }
        return pixelSize / strike
    }

    /// Whether fontconfig gave the font a matrix that scales it, as Debian's
    /// `10-scale-bitmap-fonts.conf` does for bitmap fonts: Xft then draws its glyphs at the
    /// text's size itself, and scaling them again would shrink them to specks.
    static func hasScalingMatrix(_ pattern: OpaquePointer) -> Bool {
        var matrix: UnsafeMutablePointer<FcMatrix>?
        guard FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch, let m = matrix?.pointee else { return false }
        return m.xx != 1 || m.yy != 1
    }

    /// The pixel size of the bitmaps of the font `pattern` names, if its glyphs are bitmaps.
    private static func size(of pattern: OpaquePointer) -> Double? {
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        guard let face = FcFreeTypeQuery(file, UInt32(max(0, index)), nil, nil) else { return nil }
        defer { FcPatternDestroy(face) }
        // fontconfig calls a colour bitmap font scalable; it has no outlines.
        var outline: FcBool = 1
        var size = 0.0
        guard FcPatternGetBool(face, FC_OUTLINE, 0, &outline) == FcResultMatch, outline == 0,
              FcPatternGetDouble(face, FC_PIXEL_SIZE, 0, &size) == FcResultMatch, size > 0 else { return nil }
        return size
    }
}
