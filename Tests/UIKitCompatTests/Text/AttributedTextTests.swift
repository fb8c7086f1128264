import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// `attributedText` on labels and text fields and `attributedPlaceholder`, as screens set them:
/// the string's font and colour are the ones drawn.
@Suite @MainActor struct AttributedTextTests {
    private func drawnTexts(_ view: UIView) -> [(text: String, size: Double, color: Color)] {
        let canvas = RecordingCanvas()
        TextMeasurement.measuring(with: FixedWidthMeasurer()) {
            ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(view, at: Point(x: 0, y: 0))
        }
        return canvas.operations.compactMap {
            if case .text(let text, let font, let color, _, _) = $0 { return (text, font.size, color) } else { return nil }
        }
    }

    @Test("a label's attributed text sets its text, font and colour, and is drawn in them")
    func label() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = NSAttributedString(string: "Sale", attributes: [.font: UIFont.systemFont(ofSize: 22),
                                                                              .foregroundColor: UIColor.systemRed])
        #expect(label.text == "Sale")
        #expect(label.font.pointSize == 22)
        let drawn = try #require(drawnTexts(label).first)
        #expect(drawn.text == "Sale" && drawn.size == 22)
        #expect(drawn.color == UIColor.systemRed.color.resolved(for: .light))
        #expect(label.attributedText?.string == "Sale")
        #expect((label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 22)
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test("runs of two colours are drawn in the first run's")
    func mixedRuns() throws {
        let text = NSMutableAttributedString(string: "Now ", attributes: [.foregroundColor: UIColor.systemBlue])
        text.append(NSAttributedString(string: "$9", attributes: [.foregroundColor: UIColor.systemGreen]))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = text
        let drawn = try #require(drawnTexts(label).first)
        #expect(drawn.text == "Now $9")
        #expect(drawn.color == UIColor.systemBlue.color.resolved(for: .light))
    }

    @Test("a text field's attributed placeholder colours the placeholder; its attributed text sets text, font and colour")
    func textField() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 34))
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.systemGray])
        #expect(field.placeholder == "Email")
        let placeholder = try #require(drawnTexts(field).first)
        #expect(placeholder.text == "Email")
        #expect(placeholder.color == UIColor.systemGray.color.resolved(for: .light))
        field.attributedText = NSAttributedString(string: "me@example.org", attributes: [.font: UIFont.systemFont(ofSize: 15),
                                                                                         .foregroundColor: UIColor.systemIndigo])
        #expect(field.text == "me@example.org" && field.font?.pointSize == 15)
        let typed = try #require(drawnTexts(field).first)
        #expect(typed.text == "me@example.org" && typed.size == 15)
        #expect(typed.color == UIColor.systemIndigo.color.resolved(for: .light))
    }
}
