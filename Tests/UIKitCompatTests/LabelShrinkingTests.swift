import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: text that does not fit is drawn in a
/// smaller font, down to the factor, as UIKit's label does. `FixedWidthMeasurer`: a character is
/// half the font's size wide, a line as tall as the size.
@Suite @MainActor struct LabelShrinkingTests {
    private func drawnTexts(_ label: UILabel) -> [(text: String, size: Double)] {
        let canvas = RecordingCanvas()
        TextMeasurement.measuring(with: FixedWidthMeasurer()) {
            ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(label, at: Point(x: 0, y: 0))
        }
        return canvas.operations.compactMap {
            if case .text(let text, let font, _, _, _) = $0 { return (text, font.size) } else { return nil }
        }
    }

    private func label(_ text: String, width: CGFloat, height: CGFloat = 20, lines: Int = 1) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test("twelve characters at 17 points are 102 wide: in 100 points they shrink to the largest size that fits, whole")
    func shrinksToFit() throws {
        let shrinking = label("Hello World!", width: 100)
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        let drawn = try #require(drawnTexts(shrinking).first)
        #expect(drawn.text == "Hello World!")
        // 12 × size / 2 ≤ 100: at most 16⅔, found to a quarter point.
        #expect(drawn.size <= 100.0 / 6 && drawn.size > 100.0 / 6 - 0.25, "\(drawn.size)")
        let intrinsic = TextMeasurement.measuring(with: FixedWidthMeasurer()) { shrinking.intrinsicContentSize }
        #expect(intrinsic == CGSize(width: 102, height: 17), "the intrinsic size stays the full font's")
    }

    @Test("no further than the factor: cut short with an ellipsis there; a factor of 0, or no adjusting, does not shrink")
    func limits() throws {
        // At half of 17 the text is 51 wide: still more than 40.
        let floor = label("Hello World!", width: 40)
        floor.adjustsFontSizeToFitWidth = true
        floor.minimumScaleFactor = 0.5
        let atFloor = try #require(drawnTexts(floor).first)
        #expect(atFloor.size == 8.5 && atFloor.text.hasSuffix("…") && atFloor.text != "Hello World!")
        let zero = label("Hello World!", width: 100)
        zero.adjustsFontSizeToFitWidth = true
        #expect(drawnTexts(zero).first?.size == 17)
        let off = label("Hello World!", width: 100)
        off.minimumScaleFactor = 0.5
        #expect(drawnTexts(off).first?.size == 17)
    }

    @Test("on several lines the text shrinks until its wrapped lines fit the height")
    func severalLines() throws {
        // "aaaa bbbb cccc" at 17 points (8.5 a character) in 80 points wraps to 2 lines of 17: 34, taller than 30.
        let shrinking = label("aaaa bbbb cccc", width: 80, height: 30, lines: 0)
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        let texts = drawnTexts(shrinking)
        // The largest size two lines fit in 30: 15.
        #expect(texts.map(\.text) == ["aaaa bbbb", "cccc"] && texts.allSatisfy { $0.size <= 15 && $0.size > 14.75 }, "\(texts)")
    }
}
