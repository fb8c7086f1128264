import CHarfBuzz
import CX11

extension Font {
    /// `text` shaped and in visual order, as a line of a paragraph of `direction` (nil: its
    /// first strong character's): split into runs of one embedding level and one font, the runs
    /// put in the order they are seen (Unicode's rule L2), and each shaped by HarfBuzz in its
    /// direction. Cached per string and direction, up to a bound.
    func shaped(_ text: Substring, direction: TextDirection? = nil) -> ShapedLine {
        // Left-to-right text shapes the same in a left-to-right paragraph as by its own
        // direction: one entry serves measuring (which gives none) and drawing (which does).
        let base = direction == .leftToRight && !text.unicodeScalars.contains(where: { BidiParagraph.mayBeRightToLeft($0.value) }) ? nil : direction
        let key = ShapingKey(text: String(text), direction: base)
        if let cached = shapedLines[key] { return cached }
        let scalars = text.unicodeScalars.map(\.value)
        let paragraph = BidiParagraph(scalars, base: base)
        let items = items(of: scalars, paragraph: paragraph)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        for index in BidiParagraph.visualOrder(of: items.map(\.level)) {
            let item = items[index]
            guard let shaping = shapingFont(for: item.font) else {
                glyphs += unshaped(scalars[item.range], font: item.font, rightToLeft: item.level % 2 == 1, offset: item.range.lowerBound)
                continue
            }
            glyphs += shaping.shape(scalars, range: item.range, rightToLeft: item.level % 2 == 1)
        }
        let line = ShapedLine(glyphs, direction: paragraph.direction)
        shapedLines.insert(line, for: key)
        return line
    }

    /// Consecutive characters of one level and one font. A mark or joiner stays with the font
    /// of the character before it when that font has it, so an accent is placed on its letter.
    private func items(of scalars: [UInt32], paragraph: BidiParagraph) -> [(range: Range<Int>, font: UnsafeMutablePointer<XftFont>, level: UInt8)] {
        var items: [(range: Range<Int>, font: UnsafeMutablePointer<XftFont>, level: UInt8)] = []
        for (index, scalar) in scalars.enumerated() {
            var font = fallback.font(for: scalar, primary: xftFont)
            if Self.isEmoji(scalar, next: index + 1 < scalars.count ? scalars[index + 1] : nil),
               let emoji = fallback.emojiFont(for: scalar) {
                font = emoji
            } else if let last = items.last, font != last.font,
                      Self.isJoinerOrSelector(scalar) || (Self.isMark(scalar) && XftLock.run({ XftCharExists(display.pointer, last.font, scalar) }) != 0) {
                font = last.font
            }
            let level = paragraph.level(at: index)
            if let last = items.indices.last, items[last].font == font, items[last].level == level {
                items[last].range = items[last].range.lowerBound..<(index + 1)
            } else {
                items.append((index..<(index + 1), font, level))
            }
        }
        return items
    }

    /// Whether `scalar` shows as a colour emoji: it does by default (Emoji_Presentation, as
    /// 😀 and regional indicators), or it is followed by the emoji variation selector U+FE0F.
    private static func isEmoji(_ scalar: UInt32, next: UInt32?) -> Bool {
        guard scalar >= 0x2000, let value = Unicode.Scalar(scalar) else { return false }
        return value.properties.isEmojiPresentation || (next == 0xFE0F && value.properties.isEmoji)
    }

    /// Zero-width joiners and variation selectors: they stay in the run of the character before
    /// them whatever fonts map them, which HarfBuzz needs to join an emoji sequence or pick a
    /// variant (a font maps selectors through its variation table, not as characters).
    private static func isJoinerOrSelector(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
        default: false
        }
    }

    /// Combining marks, which stay with their letter's font when it has them.
    private static func isMark(_ scalar: UInt32) -> Bool {
        guard let value = Unicode.Scalar(scalar) else { return false }
        switch value.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// HarfBuzz's view of `font`, made when first needed; nil when HarfBuzz cannot read its file.
    private func shapingFont(for font: UnsafeMutablePointer<XftFont>) -> ShapingFont? {
        if let known = shapingFonts[font] { return known }
        guard let made = ShapingFont(display: display, xftFont: font, textSize: pixelSize) else { return nil }
        shapingFonts[font] = made
        return made
    }

    /// Characters one glyph each, as Xft maps them, for a font HarfBuzz cannot read.
    private func unshaped(_ scalars: ArraySlice<UInt32>, font: UnsafeMutablePointer<XftFont>, rightToLeft: Bool, offset: Int) -> [ShapedGlyph] {
        let glyphs = scalars.enumerated().map { index, scalar -> ShapedGlyph in
            let glyph = XftLock.run { XftCharIndex(display.pointer, font, scalar) }
            var id = glyph
            var extents = XGlyphInfo()
            XftLock.run { XftGlyphExtents(display.pointer, font, &id, 1, &extents) }
            return ShapedGlyph(font: font, glyph: UInt32(glyph), scale: 1, cluster: offset + index, advance: Int32(extents.xOff), dx: 0, dy: 0, ink: extents)
        }
        return rightToLeft ? glyphs.reversed() : glyphs
    }
}

/// What a shaped line is cached by.
struct ShapingKey: Hashable {
    let text: String
    let direction: TextDirection?
}
