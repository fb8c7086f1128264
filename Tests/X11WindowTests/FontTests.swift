import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    @Suite struct FontTests {
        @Test("advances add up and metrics are positive") func advancesAddUpAndMetricsArePositive() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 16)
                let one = font.advance(of: "W")
                #expect(one > 0)
                #expect(font.advance(of: "WWW") == 3 * one)
                #expect(font.advance(of: "WWW") == 3 * one)  // from the cache, still the same
                #expect(font.advance(of: "") == 0)
                #expect(font.ascent > 0 && font.descent > 0)
                #expect(font.lineHeight == font.ascent + font.descent)
                // Pixel size, not points: a 32 px font is about twice as wide as a 16 px one.
                let big = try Font(display: session.display, pixelSize: 32)
                #expect(abs(big.advance(of: "Hello") - 2 * font.advance(of: "Hello")) <= 3)
                #expect(font.advance(of: "Hello"[...].dropFirst()) == font.advance(of: "ello"))
            }
        }

        @Test("fontconfig loaded on a thread of its own while the start goes on: the first font waits for it and measures as ever")
        func warmUpBeforeTheFirstFont() throws {
            try withTestDisplay { session in
                let before = try Font(display: session.display, pixelSize: 16).advance(of: "Hello World")
                // Twice: the second start finds the first still loading (or waited for) and adds nothing.
                FontconfigWarmUp.start()
                FontconfigWarmUp.start()
                let font = try Font(display: session.display, pixelSize: 16)
                #expect(!FontconfigWarmUp.isLoading)
                #expect(font.advance(of: "Hello World") == before)
                FontconfigWarmUp.wait()
            }
        }

        @Test("bold is wider than regular") func boldIsWiderThanRegular() throws {
            try withTestDisplay { session in
                let regular = try Font(display: session.display, pixelSize: 16)
                let bold = try Font(display: session.display, pixelSize: 16, weight: .bold)
                #expect(bold.advance(of: "Hello World") > regular.advance(of: "Hello World"))
            }
        }

        @Test("text ink stays inside its box") func textInkStaysInsideItsBox() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let font = try Font(display: session.display, pixelSize: 16)
                let text: Substring = "Hello, Wörld → gy"
                window.canvas.clear(RGBAColor(red: 1, green: 1, blue: 1))
                window.canvas.drawText(text, font: font, x: 10, baseline: 40, color: RGBAColor(red: 0, green: 0, blue: 0))
                let image = window.captureImage()
                let advance = font.advance(of: text)
                var inked = 0
                var minX = Int.max, maxX = Int.min
                for y in 0..<image.height {
                    for x in 0..<image.width where image.rgba(x, y)[0] < 255 {
                        inked += 1
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        let inside = x >= 8 && Double(x) <= 10 + advance + 2
                            && Double(y) >= 40 - font.ascent && Double(y) < 40 + font.descent
                        if !inside { Issue.record("ink at (\(x), \(y)) outside the text box") }
                    }
                }
                #expect(inked > 100)
                #expect(Double(maxX) > 10 + advance - 12)  // the text reaches (nearly) its advance
                // Anti-aliased: grey levels between paper and ink.
                #expect(image.pixels.contains { $0 > 20 && $0 < 235 })
            }
        }

        @Test("arrow and fallback characters have advances") func arrowAndFallbackCharactersHaveAdvances() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, pixelSize: 16)
                #expect(font.advance(of: "→") > 0)
                // U+1D400 MATHEMATICAL BOLD CAPITAL A is not in DejaVu Sans but is in DejaVu Serif Bold and
                // DejaVu Math, so it comes from a fallback font.
                let glyphs = font.shaped("A𝐀A").glyphs
                #expect(glyphs.count == 3)
                #expect(glyphs[0].font == font.xftFont && glyphs[1].font != font.xftFont && glyphs[2].font == font.xftFont)
                let fallback = font.advance(of: "𝐀")
                #expect(fallback > 0)
                #expect(font.advance(of: "A𝐀A") == 2 * font.advance(of: "A") + fallback)
            }
        }

        @Test("fallback text draws where it is measured") func fallbackTextDrawsWhereItIsMeasured() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let font = try Font(display: session.display, pixelSize: 20)
                window.canvas.clear(RGBAColor(red: 1, green: 1, blue: 1))
                let prefix: Substring = "ab"
                window.canvas.drawText("ab𝐀", font: font, x: 10, baseline: 40, color: RGBAColor(red: 0, green: 0, blue: 0))
                let image = window.captureImage()
                let start = 10 + Int(font.advance(of: prefix))
                let end = 10 + Int(font.advance(of: "ab𝐀"))
                // The fallback glyph's ink lies in its own advance box.
                let inked = (start..<end).contains { x in (20..<45).contains { image.rgba(x, $0)[0] < 128 } }
                #expect(inked)
            }
        }

        @Test("missing font family still opens A font") func missingFontFamilyStillOpensAFont() throws {
            try withTestDisplay { session in
                let font = try Font(display: session.display, family: "No Such Family 12345", pixelSize: 12)
                #expect(font.advance(of: "abc") > 0)
            }
        }
    }
}
