import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// Text shaped with HarfBuzz and ordered with FriBidi: joined Arabic, right-to-left runs
    /// inside left-to-right text and the other way round, kerning, marks, colour emoji.
    @Suite struct ShapingTests {
        /// The glyph ids of `text`, left to right as drawn.
        func glyphs(_ text: Substring, _ font: Font) -> [UInt32] { font.shaped(text).glyphs.map(\.glyph) }

        @Test("hebrew reads right to left") func hebrewReadsRightToLeft() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 20)
                let letters = "שלום".map { glyphs(Substring(String($0)), font)[0] }
                #expect(glyphs("שלום", font) == letters.reversed())
                #expect(font.direction(of: "שלום") == .rightToLeft)
                #expect(font.direction(of: "Hello") == .leftToRight)
            }
        }

        @Test("a right to left run inside left to right text is reversed in place") func aRightToLeftRunInsideLeftToRightTextIsReversedInPlace() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 20)
                let hello = glyphs("Hello ", font), shalom = glyphs("שלום", font), world = glyphs(" world", font)
                #expect(glyphs("Hello שלום world", font) == hello + shalom + world)
                #expect(font.direction(of: "Hello שלום world") == .leftToRight)
                // Right to left from the first strong letter: the Latin word and the digits keep
                // their own order, and come first from the left.
                let arabicFirst = font.shaped("مرحبا Hello 123")
                #expect(arabicFirst.direction == .rightToLeft)
                let latin = glyphs("Hello 123", font)
                #expect(Array(glyphs("مرحبا Hello 123", font).prefix(latin.count)) == latin)
            }
        }

        @Test("glyphs without ink (spaces, direction overrides) are not kept for drawing: 30,000 overrides around three letters leave three glyphs")
        func inklessGlyphsAreNotDrawn() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 20)
                let overrides = String(repeating: "\u{202E}", count: 20_000) + String(repeating: "\u{202C}", count: 10_000)
                let line = font.shaped(Substring(overrides + "abc"))
                #expect(line.glyphs.count == 3)
                #expect(Set(line.glyphs.map(\.glyph)) == Set(glyphs("abc", font)))
                #expect(glyphs("a b", font) == glyphs("ab", font))
                #expect(font.shaped("a b").advance > font.shaped("ab").advance, "the space still moves the pen")
            }
        }

        @Test("arabic letters join") func arabicLettersJoin() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 20)
                let word = glyphs("مرحبا", font)
                let isolated = "مرحبا".map { glyphs(Substring(String($0)), font)[0] }
                #expect(word.count == isolated.count)
                // Initial and medial forms are other glyphs than the letters alone.
                #expect(Set(word) != Set(isolated))
                #expect(word.last != isolated.first)
            }
        }

        @Test("kerning and ligatures follow the font") func kerningAndLigaturesFollowTheFont() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 20)
                #expect(font.advance(of: "AV") < font.advance(of: "A") + font.advance(of: "V"))
                #expect(font.advance(of: "To") < font.advance(of: "T") + font.advance(of: "o"))
                // DejaVu Sans joins f and i into one glyph.
                #expect(glyphs("fi", font).count == 1)
            }
        }

        @Test("a combining accent sits on its letter") func aCombiningAccentSitsOnItsLetter() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 20)
                #expect(font.advance(of: "e\u{301}") == font.advance(of: "e"))
            }
        }

        @Test("emoji come in colour at the texts size") func emojiComeInColourAtTheTextsSize() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow(width: 100, height: 60)
                let font = try Font(display: session.display, pixelSize: 20)
                let face = font.shaped("😀")
                try #require(face.glyphs.count == 1)
                #expect(face.glyphs[0].font != font.xftFont && face.glyphs[0].scale < 1)
                #expect((18...28).contains(face.advance))
                // A flag is one glyph from two regional indicators; a rainbow flag one glyph from a
                // flag, a variation selector, a joiner and a rainbow; a family from three people.
                #expect(font.shaped("🇫🇷").glyphs.count == 1)
                #expect(font.shaped("🏳️‍🌈").glyphs.count == 1)
                #expect(font.shaped("👨‍👩‍👧").glyphs.count == 1)
                window.canvas.clear(RGBAColor(red: 1, green: 1, blue: 1))
                let box = try #require(window.canvas.drawText("😀", font: font, x: 10, baseline: 40, color: RGBAColor(red: 0, green: 0, blue: 0)))
                #expect(box.height <= 26 && box.width <= 28)
                // Yellow, not the text's black: the glyph's own colours.
                let middle = window.captureImage().rgba(10 + Int(face.advance) / 2, 32)
                #expect(middle[0] > 200 && middle[1] > 150 && middle[2] < 120)
            }
        }
    }
}
