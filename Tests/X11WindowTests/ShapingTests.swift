import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// Text shaped with HarfBuzz and ordered with FriBidi: joined Arabic, right-to-left runs
    /// inside left-to-right text and the other way round, kerning, marks.
    @Suite struct ShapingTests {
        @Test func drawSamples() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow(width: 400, height: 300)
                let font = try Font(display: session.display, pixelSize: 20)
                window.canvas.clear(RGBAColor(red: 1, green: 1, blue: 1))
                let black = RGBAColor(red: 0, green: 0, blue: 0)
                for (i, text) in ["مرحبا بالعالم", "שלום", "Hello שלום world", "مرحبا Hello 123", "AVATAR Te Wo", "e\u{301} n\u{303} 😀 🇫🇷", "office fi fl"].enumerated() {
                    window.canvas.drawText(Substring(text), font: font, x: 10, baseline: Double(30 + i * 36), color: black)
                }
                try PNG.write(window.captureImage(), to: "/tmp/shape/samples.png")
            }
        }
    }
}
extension XServerTests.ShapingTests {
    @Test func debugEmoji() throws {
        try withTestDisplay { session in
            let font = try Font(display: session.display, pixelSize: 20)
            let e = font.fallback.emojiFont(for: 0x1F600)
            print("EMOJI", e as Any, font.shaped("😀").glyphs.map { ($0.font == font.xftFont, $0.glyph) })
        }
    }
}
