import CollectionView
import CollectionWindow
import Testing
import TestSupport

/// The collection view's text layout measured with the window's own Xft measurer.
@Suite(.serialized) struct XftTextLayoutTests {
    static let texts = [
        "The quick brown fox jumps over the lazy dog while the layout engine measures every word twice.",
        "Pneumonoultramicroscopicsilicovolcanoconiosis is a word longer than most lines here.",
        "Cafe\u{301} na\u{ef}ve re\u{301}sume\u{301} with combining accents, and e\u{301}\u{302} stacked.",
        "漢字と仮名が混じった文は空白なしで折り返されます。",
        "Families 👩‍👩‍👧‍👦 and flags 🇵🇹🇯🇵 are single graphemes 👍🏽 each.",
    ]

    @Test("lines fit the width, keep every grapheme whole, and lose nothing but spaces", arguments: texts)
    func wrapsAtManyWidths(text: String) throws {
        try withTestDisplay { session in
            let measurer = try XftTextMeasurer(display: session.display)
            let font = FontSpec(size: 15)
            for width in stride(from: 30.0, through: 420, by: 13) {
                let layout = TextLayout(label: TextLabel(text, font: font, numberOfLines: 0), width: width, measurer: measurer)
                for line in layout.lines {
                    // A line wider than the width holds a single grapheme that cannot be split.
                    #expect(line.width <= width || line.text.count == 1, "\"\(line.text)\" is \(line.width) wide at \(width)")
                    #expect(line.width == measurer.advance(of: Substring(line.text), font: font))
                }
                let rejoined = layout.lines.map(\.text).joined()
                #expect(Array(rejoined.filter { $0 != " " }) == Array(text.filter { $0 != " " }), "at width \(width)")
                #expect(layout.height == Double(layout.lines.count) * (measurer.metrics(of: font).lineHeight))
            }
        }
    }

    @Test("line limits end in an ellipsis that fits", arguments: [1, 2, 3])
    func lineLimits(limit: Int) throws {
        try withTestDisplay { session in
            let measurer = try XftTextMeasurer(display: session.display)
            for width in stride(from: 60.0, through: 300, by: 40) {
                let layout = TextLayout(label: TextLabel(Self.texts[0], font: FontSpec(size: 15), numberOfLines: limit),
                                        width: width, measurer: measurer)
                let unlimited = TextLayout(label: TextLabel(Self.texts[0], font: FontSpec(size: 15), numberOfLines: 0),
                                           width: width, measurer: measurer)
                #expect(layout.lines.count == min(limit, unlimited.lines.count))
                // An ellipsis exactly when text was cut.
                #expect(layout.lines.last?.text.hasSuffix("…") == (unlimited.lines.count > limit))
                #expect(layout.lines.allSatisfy { $0.width <= width })
            }
        }
    }
}
