import CX11

/// A line of text shaped and in visual order, left to right, as it is drawn and measured: each
/// glyph placed on whole pixels from the pen's start on the baseline.
struct ShapedLine {
    struct PlacedGlyph {
        let font: UnsafeMutablePointer<XftFont>
        let glyph: UInt32
        /// What its image is scaled by: 1 but for a colour bitmap font's.
        let scale: Double
        /// From the pen's start, in pixels; y down from the baseline.
        let x: Int32
        let y: Int32
    }

    /// The glyphs that have ink, in visual order.
    let glyphs: [PlacedGlyph]
    /// Where the pen ends: the line's width.
    let advance: Int32
    let direction: TextDirection
    /// The box the glyph images cover, from the pen's start and the baseline; nil when none has ink.
    let ink: (x0: Int32, y0: Int32, x1: Int32, y1: Int32)?

    /// `shaped` (glyphs in visual order) placed one after the other.
    init(_ shaped: [ShapedGlyph], direction: TextDirection) {
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(shaped.count)
        var pen: Int32 = 0
        var ink: (x0: Int32, y0: Int32, x1: Int32, y1: Int32)?
        for glyph in shaped {
            let x = pen + glyph.dx, y = glyph.dy
            // A glyph without ink (a space, a direction mark) draws nothing, and is not sent: a
            // line of thousands of format characters is no more work to draw than its letters.
            if glyph.ink.width > 0, glyph.ink.height > 0 {
                placed.append(PlacedGlyph(font: glyph.font, glyph: glyph.glyph, scale: glyph.scale, x: x, y: y))
                let x0 = x - Int32(glyph.ink.x), y0 = y - Int32(glyph.ink.y)
                let x1 = x0 + Int32(glyph.ink.width), y1 = y0 + Int32(glyph.ink.height)
                ink = ink.map { (min($0.x0, x0), min($0.y0, y0), max($0.x1, x1), max($0.y1, y1)) } ?? (x0, y0, x1, y1)
            }
            pen += glyph.advance
        }
        glyphs = placed
        advance = pen
        self.direction = direction
        self.ink = ink
    }
}
