import CollectionLayout
@testable import CollectionView
import Testing
import TestSupport

@Suite("Writing direction: the first strong character decides, and natural alignment follows it")
struct WritingDirectionTests {
    let measurer = FixedWidthMeasurer()
    /// 10 pixels a character.
    let font = FontSpec(size: 20)

    @Test("the first strong character decides", arguments: [
        ("Hello", WritingDirection.leftToRight),
        ("שלום", .rightToLeft),
        ("مرحبا Hello", .rightToLeft),
        ("Hello مرحبا", .leftToRight),
        ("2026 שלום", .rightToLeft),
        ("«مرحبا»", .rightToLeft),
        ("(123) 😀", .leftToRight),
        ("", .leftToRight),
        ("\u{200F}Swift", .rightToLeft),
        ("\u{05B8}abc", .leftToRight),
    ])
    func firstStrong(text: String, expected: WritingDirection) {
        #expect(WritingDirection.natural(of: text) == expected)
    }

    func placed(_ text: String, alignment: TextAlignment, limit: Int = 0) -> PlacedLabel {
        let label = TextLabel(text, font: font, alignment: alignment, numberOfLines: limit)
        let layout = TextLayout(label: label, width: 100, measurer: measurer)
        return PlacedLabel(label: label, layout: layout, frame: Rect(x: 20, y: 0, width: 100, height: layout.height))
    }

    @Test("natural alignment starts right to left text at the right") func naturalAlignmentStartsRightToLeftTextAtTheRight() {
        // "שלום עולם" is nine characters, 90 pixels: it ends at the right edge, 120.
        let hebrew = placed("שלום עולם", alignment: .natural)
        #expect(hebrew.layout.direction == .rightToLeft)
        #expect(hebrew.lineOrigins().map(\.x) == [30])
        #expect(placed("Hello", alignment: .natural).lineOrigins().map(\.x) == [20])
        // Leading stays the layout's leading edge whatever the text.
        #expect(placed("שלום עולם", alignment: .leading).lineOrigins().map(\.x) == [20])
        // Wrapped lines each end at the right edge.
        let wrapped = placed("שלום עולם שלום", alignment: .natural)
        #expect(wrapped.layout.lines.map(\.text) == ["שלום עולם", "שלום"])
        #expect(wrapped.lineOrigins().map(\.x) == [30, 80])
    }

    @Test("labels are natural by default") func labelsAreNaturalByDefault() {
        #expect(TextLabel("x", font: font).alignment == .natural)
    }

    @Test("a truncated right to left line ends in the ellipsis it reads to") func aTruncatedRightToLeftLineEndsInTheEllipsisItReadsTo() {
        let cut = placed("שלום עולם שלום", alignment: .natural, limit: 1)
        // The ellipsis follows the last kept letter in reading order; drawn right to left, it
        // lands on the left.
        #expect(cut.layout.lines.map(\.text) == ["שלום עולם…"])
        #expect(cut.layout.direction == .rightToLeft)
        #expect(cut.lineOrigins().map(\.x) == [20])
    }

    /// Each paragraph of a label runs its own way, and one with no strong character runs the
    /// interface's: page dots right to left in a right-to-left interface.
    @Test("each paragraph runs its own way") func eachParagraphRunsItsOwnWay() {
        let label = TextLabel("Hello\nשלום", font: font, alignment: .natural, numberOfLines: 0)
        let layout = TextLayout(label: label, width: 100, measurer: measurer)
        #expect(layout.lines.map(\.direction) == [.leftToRight, .rightToLeft])
        let placed = PlacedLabel(label: label, layout: layout, frame: Rect(x: 20, y: 0, width: 100, height: layout.height))
        #expect(placed.lineOrigins().map(\.x) == [20, 80])

        let dots = TextLabel("● ○ ○", font: font, alignment: .natural)
        let dotsLayout = TextLayout(label: dots, width: 100, measurer: measurer)
        #expect(dotsLayout.lines.map(\.direction) == [nil])
        var inRightToLeft = PlacedLabel(label: dots, layout: dotsLayout, frame: Rect(x: 20, y: 0, width: 100, height: 20))
        #expect(inRightToLeft.direction(of: dotsLayout.lines[0]) == .leftToRight)
        #expect(inRightToLeft.lineOrigins().map(\.x) == [20])
        inRightToLeft.layoutDirection = .rightToLeft
        #expect(inRightToLeft.direction(of: dotsLayout.lines[0]) == .rightToLeft)
        #expect(inRightToLeft.lineOrigins().map(\.x) == [70])
    }
}
