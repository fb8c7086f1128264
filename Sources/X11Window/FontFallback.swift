import CX11

/// Finds, opens and remembers fonts for characters a primary font lacks.
///
/// One table belongs to one `Font`; it matches through fontconfig with the primary font's
/// request plus a one-character charset, the way st and dmenu do, and remembers the answer
/// per code point (including "nothing has it", so missing glyphs cost one lookup).
final class FontFallback {
    private let display: Display
    /// The primary font's request (family, pixel size, weight, rendering), owned here.
    private let request: OpaquePointer
    /// Every fallback font opened so far, each holding one Xft reference.
    private var fonts: [UnsafeMutablePointer<XftFont>] = []
    /// Code point → index in `fonts`, or -1 when no installed font has the character.
    private var choices = BoundedCache<UInt32, Int>(capacity: 8192)
    /// The colour emoji font at the primary's size, once looked for (nil inside: there is none).
    private var emoji: UnsafeMutablePointer<XftFont>??

    /// Takes ownership of `request`.
    init(display: Display, request: OpaquePointer) {
        self.display = display
        self.request = request
    }

    deinit {
        XftLock.run {
            for font in fonts { XftFontClose(display.pointer, font) }
            if let font = emoji ?? nil { XftFontClose(display.pointer, font) }
        }
        FcPatternDestroy(request)
    }

    /// The font to draw `scalar` with: `primary` if it has it, else a fallback that does,
    /// else `primary` again (which draws its missing-glyph box).
    func font(for scalar: UInt32, primary: UnsafeMutablePointer<XftFont>) -> UnsafeMutablePointer<XftFont> {
        if XftLock.run({ XftCharExists(display.pointer, primary, scalar) }) != 0 { return primary }
        if let index = choices[scalar] {
            return index >= 0 ? fonts[index] : primary
        }
        let index = lookUp(scalar)
        choices.insert(index, for: scalar)
        return index >= 0 ? fonts[index] : primary
    }

    /// The colour emoji font (fontconfig's `emoji` family, Noto Color Emoji on Debian) at the
    /// primary font's size, when one is installed and has `scalar`.
    func emojiFont(for scalar: UInt32) -> UnsafeMutablePointer<XftFont>? {
        if emoji == nil { emoji = openEmojiFont() }
        guard let font = emoji ?? nil, XftLock.run({ XftCharExists(display.pointer, font, scalar) }) != 0 else { return nil }
        return font
    }

    private func openEmojiFont() -> UnsafeMutablePointer<XftFont>? {
        let dpy = display.pointer
        guard let pattern = FcPatternDuplicate(request) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternDel(pattern, FC_FAMILY)
        FcPatternAddString(pattern, FC_FAMILY, "emoji")
        FcPatternAddBool(pattern, FC_COLOR, 1)
        var result = FcResultNoMatch
        guard let match = XftLock.run({ XftFontMatch(dpy, display.screen, pattern, &result) }) else { return nil }
        var color: FcBool = 0
        guard FcPatternGetBool(match, FC_COLOR, 0, &color) == FcResultMatch, color != 0 else {
            FcPatternDestroy(match)
            return nil
        }
        guard let font = XftLock.run({ XftFontOpenPattern(dpy, match) }) else {
            FcPatternDestroy(match)
            return nil
        }
        return font
    }

    /// Asks fontconfig for a font covering `scalar`; returns its index in `fonts`, or -1.
    private func lookUp(_ scalar: UInt32) -> Int {
        let dpy = display.pointer
        guard let pattern = FcPatternDuplicate(request), let charset = FcCharSetCreate() else { return -1 }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(charset)
        }
        FcCharSetAddChar(charset, scalar)
        // Fontconfig ranks charset coverage above family, so this keeps the family when it can.
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        // Characters shown as text take a text font; colour emoji come from `emojiFont(for:)`.
        FcPatternAddBool(pattern, FC_COLOR, 0)
        var result = FcResultNoMatch
        guard let match = XftLock.run({ XftFontMatch(dpy, display.screen, pattern, &result) }) else { return -1 }
        // On success the font owns `match`; on failure it is still ours.
        guard let font = XftLock.run({ XftFontOpenPattern(dpy, match) }) else {
            FcPatternDestroy(match)
            return -1
        }
        guard XftLock.run({ XftCharExists(dpy, font, scalar) }) != 0 else {
            XftLock.run { XftFontClose(dpy, font) }
            return -1
        }
        // Xft shares open fonts, so a second character from the same font returns the same
        // pointer with one more reference: give that reference back and reuse the slot.
        if let existing = fonts.firstIndex(of: font) {
            XftLock.run { XftFontClose(dpy, font) }
            return existing
        }
        fonts.append(font)
        return fonts.count - 1
    }
}
