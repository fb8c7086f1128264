import CollectionView
import Testing
import TestSupport

@Suite("Text layout: wrapping, long words, line limits and ellipses")
struct TextLayoutTests {
    let measurer = FixedWidthMeasurer()
    /// 10 pixels a character.
    let font = FontSpec(size: 20)

    func lines(_ text: String, width: Double, limit: Int = 0) -> [String] {
        TextLayout(label: TextLabel(text, font: font, numberOfLines: limit), width: width, measurer: measurer).lines.map(\.text)
    }

    @Test("words wrap greedily at the width", arguments: [
        (100.0, ["one two", "three four", "five"]),
        (70.0, ["one two", "three", "four", "five"]),
        (200.0, ["one two three four", "five"]),
        (230.0, ["one two three four five"]),
    ])
    func wrapping(width: Double, expected: [String]) {
        #expect(lines("one two three four five", width: width) == expected)
    }

    @Test("widths and height") func widthsAndHeight() {
        let layout = TextLayout(label: TextLabel("one two three", font: font, numberOfLines: 0), width: 80, measurer: measurer)
        #expect(layout.lines == [TextLine(text: "one two", width: 70, direction: .leftToRight), TextLine(text: "three", width: 50, direction: .leftToRight)])
        #expect(layout.height == 40)
        #expect(layout.usedWidth == 70)
    }

    @Test("a word wider than the line breaks between characters")
    func longWord() {
        #expect(lines("abcdefghijkl xy", width: 50) == ["abcde", "fghij", "kl xy"])
    }

    @Test("a line narrower than one character still takes one character a line")
    func narrowerThanACharacter() {
        #expect(lines("abc", width: 5) == ["a", "b", "c"])
    }

    @Test("grapheme clusters are never split: emoji sequences, combining marks, CJK")
    func graphemes() {
        // Each of these is one Character, so one 10-pixel cell of the fixed-width measurer.
        let family = "👩‍👩‍👧"
        let accented = "e\u{301}"
        #expect(lines("\(family)\(family)\(family)", width: 20) == ["\(family)\(family)", family])
        #expect(lines("a\(accented)b\(accented)", width: 20) == ["a\(accented)", "b\(accented)"])
        #expect(lines("漢字仮名交じり文", width: 30) == ["漢字仮", "名交じ", "り文"])
    }

    @Test("past the line limit the last line ends in an ellipsis that fits")
    func ellipsis() {
        #expect(lines("one two three four five", width: 100, limit: 2) == ["one two", "three fou…"])
        #expect(lines("one two three four five", width: 100, limit: 1) == ["one two…"])
        #expect(lines("abcdefghijkl", width: 50, limit: 1) == ["abcd…"])
        // Text that fits in the limit gets no ellipsis.
        #expect(lines("one two", width: 100, limit: 1) == ["one two"])
        #expect(lines("one two three four five", width: 100, limit: 3) == ["one two", "three four", "five"])
    }

    @Test("newlines start paragraphs; an empty paragraph is an empty line")
    func paragraphs() {
        #expect(lines("one\n\ntwo three", width: 100) == ["one", "", "two three"])
    }

    @Test("spaces collapse and never start or end a line")
    func spaces() {
        #expect(lines("  one   two  ", width: 100) == ["one two"])
    }
}
