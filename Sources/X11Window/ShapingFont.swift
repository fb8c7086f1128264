import CHarfBuzz
import CX11

/// HarfBuzz's view of one Xft font: the same font file and face, at the same pixel size, read
/// through its OpenType tables. Glyph ids are the file's, so what HarfBuzz picks, Xft draws.
final class ShapingFont {
    let xftFont: UnsafeMutablePointer<XftFont>
    private let font: OpaquePointer
    private let buffer: OpaquePointer
    /// What Xft's glyphs are scaled by to be the font's size: 1 but for a colour bitmap font.
    let glyphScale: Double
    /// Xft's metrics of each glyph, in whole pixels as it draws them: its advance and the box
    /// its image covers.
    private var metrics: [UInt32: XGlyphInfo] = [:]
    private let display: Display

    /// The shaping font of `xftFont` for text of `textSize` pixels; nil when its pattern names no
    /// file HarfBuzz can read.
    init?(display: Display, xftFont: UnsafeMutablePointer<XftFont>, textSize: Double) {
        guard let pattern = xftFont.pointee.pattern else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        var pixelSize = 0.0
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        guard FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixelSize) == FcResultMatch, pixelSize > 0 else { return nil }
        let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        guard let face = ShapingFaces.face(path: path, index: UInt32(max(0, index))),
              let font = hb_font_create(face), let buffer = hb_buffer_create() else { return nil }
        // 26.6 fixed point: a pixel is 64 units, as in FreeType. A bitmap font is opened at its
        // bitmaps' size and shown at the text's.
        let scale = Int32((min(pixelSize, textSize) * 64).rounded())
        hb_font_set_scale(font, scale, scale)
        self.xftFont = xftFont
        glyphScale = BitmapStrike.hasScalingMatrix(pattern) ? 1 : BitmapStrike.scale(of: xftFont, to: textSize)
        self.font = font
        self.buffer = buffer
        self.display = display
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
    }

    /// Shapes `text[range]`, one direction and one script, with the rest of `text` as context
    /// (so letters join across a change of font): its glyphs in visual order, each with its
    /// advance and offset in whole pixels, and the character it came from.
    func shape(_ text: [UInt32], range: Range<Int>, rightToLeft: Bool) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        text.withUnsafeBufferPointer { scalars in
            hb_buffer_add_utf32(buffer, scalars.baseAddress, Int32(scalars.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let glyph = infos[i].codepoint, position = positions[i]
            // Xft's own advance, which is what drawing moves by today, plus whatever the font's
            // positioning adds to or takes from it (kerning, marks), rounded to the pixel grid.
            let nominal = hb_font_get_glyph_h_advance(font, glyph)
            let ink = self.ink(of: glyph)
            let advance = Int32(ink.xOff) + Int32((Double(position.x_advance - nominal) / 64).rounded())
            glyphs.append(ShapedGlyph(font: xftFont, glyph: glyph, scale: glyphScale, cluster: Int(infos[i].cluster), advance: advance,
                                      dx: Int32((Double(position.x_offset) / 64).rounded()),
                                      dy: -Int32((Double(position.y_offset) / 64).rounded()),
                                      ink: ink))
        }
        return glyphs
    }

    /// Xft's metrics of `glyph`: how far it moves the pen, and where its image lies (`x` and
    /// `y` reach back from the pen to its top left).
    private func ink(of glyph: UInt32) -> XGlyphInfo {
        if let known = metrics[glyph] { return known }
        var id = FT_UInt(glyph)
        var extents = XGlyphInfo()
        XftLock.run { XftGlyphExtents(display.pointer, xftFont, &id, 1, &extents) }
        if glyphScale != 1 {
            func scaled(_ value: Int16) -> Int16 { Int16((Double(value) * glyphScale).rounded()) }
            func scaled(_ value: UInt16) -> UInt16 { UInt16((Double(value) * glyphScale).rounded(.up)) }
            extents = XGlyphInfo(width: scaled(extents.width), height: scaled(extents.height), x: scaled(extents.x), y: scaled(extents.y),
                                 xOff: scaled(extents.xOff), yOff: scaled(extents.yOff))
        }
        metrics[glyph] = extents
        return extents
    }
}

/// One glyph of shaped text: which font draws it, its id in that font, the character it came
/// from, and how far it moves the pen and is moved from it, in whole pixels (y down).
struct ShapedGlyph {
    let font: UnsafeMutablePointer<XftFont>
    let glyph: UInt32
    /// What the glyph's image is scaled by when drawn: 1 but for a colour bitmap font.
    let scale: Double
    let cluster: Int
    let advance: Int32
    let dx: Int32
    let dy: Int32
    /// Xft's metrics of the glyph, for the box its image covers.
    let ink: XGlyphInfo
}
