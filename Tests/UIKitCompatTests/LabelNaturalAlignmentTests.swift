import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Where a label with natural alignment starts English text, as iOS references show it: at the
/// left under a right-to-left trait alone (GetStream's and FixFlex's `rtl` references), at the
/// right when the label itself is forced right to left (NativeBook's `test_FixedWidthLabel__rtl`).
/// `FixedWidthMeasurer`: a character is half the font's size wide.
@Suite @MainActor struct LabelNaturalAlignmentTests {
    private func drawnX(_ label: UILabel) -> Double? {
        let canvas = RecordingCanvas()
        TextMeasurement.measuring(with: FixedWidthMeasurer()) {
            ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(label, at: Point(x: 0, y: 0))
        }
        return canvas.placedTexts.first?.x
    }

    private func label(_ attribute: UISemanticContentAttribute) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.text = "Lorem Ipsum"
        label.semanticContentAttribute = attribute
        return label
    }

    @Test("natural alignment: English at the left on its own, at the right when the label is forced right to left")
    func forcedDirection() {
        // Eleven characters at 10 points are 55 wide: 120 − 55 = 65 from the left at the right edge.
        #expect(drawnX(label(.unspecified)) == 0)
        #expect(drawnX(label(.forceRightToLeft)) == 65)
        #expect(drawnX(label(.forceLeftToRight)) == 0)
        let centred = label(.forceRightToLeft)
        centred.textAlignment = .center
        #expect(drawnX(centred) == 32.5)
    }
}
