import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// A text field as `UITextInput` and `UIKeyInput`: its selection by position, as apps move the
/// caret; the marked text an input method composes, replaced as it changes and committed by the
/// finished text; and the keys going through `insertText` and `deleteBackward`, which a
/// subclass overrides.
@Suite(.serialized) @MainActor struct TextInputTests {
    /// A one-time-code box: Backspace in an empty box goes back to the previous one, as such
    /// fields do by overriding `deleteBackward`.
    final class CodeBox: UITextField {
        var emptyBackspaces = 0
        override func deleteBackward() {
            if text?.isEmpty ?? true { emptyBackspaces += 1 }
            super.deleteBackward()
        }
    }

    @Test("the selection by position: the caret moved to the end and back two, a range selected, replaced; positions outside the text are nil")
    func positions() throws {
        let field = UITextField()
        field.text = "Lisbon"
        #expect(field.becomeFirstResponder())
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 6)
        let twoBack = try #require(field.position(from: end, offset: -2))
        field.selectedTextRange = field.textRange(from: twoBack, to: twoBack)
        field.insertText("-")
        #expect(field.text == "Lisb-on")
        let fourth = try #require(field.position(from: start, offset: 4))
        let selected = try #require(field.textRange(from: start, to: fourth))
        field.selectedTextRange = selected
        #expect(field.text(in: selected) == "Lisb")
        let shown = try #require(field.selectedTextRange)
        #expect(field.offset(from: start, to: shown.end) == 4)
        field.replace(selected, withText: "Porto")
        #expect(field.text == "Porto-on")
        #expect(field.position(from: start, offset: -1) == nil && field.position(from: end, offset: 20) == nil)
        #expect(field.compare(start, to: field.endOfDocument) == .orderedAscending)
        #expect(field.hasText && !UITextField().hasText)
        field.resignFirstResponder()
    }

    @Test("marked text replaces the selection, then itself as it changes; the finished text replaces it and unmarks it; editingChanged comes each time")
    func markedText() throws {
        let field = UITextField()
        var changes: [String] = []
        field.addAction(UIAction { _ in changes.append("\(field.text ?? "")|\(field.markedTextRange == nil ? "done" : "marked")") },
                        for: .editingChanged)
        #expect(field.becomeFirstResponder())
        field.insertText("ab")
        field.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        let marked = try #require(field.markedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 2 && field.offset(from: marked.start, to: marked.end) == 1)
        #expect(field.text == "ab한")
        field.insertText("한")
        #expect(field.text == "ab한" && field.markedTextRange == nil)
        #expect(changes == ["ab|done", "abㅎ|marked", "ab하|marked", "ab한|marked", "ab한|done"])
        // An empty composition removes the marked text; unmarkText keeps it as typed.
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(field.text == "ab한" && field.markedTextRange == nil)
        field.setMarkedText("y", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(field.text == "ab한y" && field.markedTextRange == nil)
        // Ending editing commits what is being composed.
        field.setMarkedText("z", selectedRange: NSRange(location: 1, length: 0))
        field.resignFirstResponder()
        #expect(field.text == "ab한yz" && field.markedTextRange == nil)
    }

    @Test("Backspace goes through deleteBackward, which a subclass overrides; typed text through insertText")
    func keysThroughOverrides() {
        let box = CodeBox()
        #expect(box.becomeFirstResponder())
        _ = box.handle(.backspace, extending: false) { _, _ in nil }
        box.insertText("7")
        _ = box.handle(.backspace, extending: false) { _, _ in nil }
        #expect(box.emptyBackspaces == 1 && box.text == "")
        box.resignFirstResponder()
    }

    @Test("the screen hands an input method's composition to the focused field, its caret counted in characters")
    func screenMarksText() throws {
        let screen = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        screen.view.addSubview(field)
        let host = LayoutHost(size: Size(width: 375, height: 667))
        let presentation = host.solving { ScreenPresentation(rootViewController: screen, host: host) }
        host.solving {
            #expect(!presentation.markText("ㅎ", caret: 1))
            #expect(field.becomeFirstResponder())
            #expect(presentation.markText("👋ㅎ", caret: 1))
            #expect(field.text == "👋ㅎ")
            // One character in is two UTF-16 units in: the emoji's surrogate pair.
            #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 2)
            #expect(presentation.typeText("한"))
            #expect(field.text == "한" && field.markedTextRange == nil)
            field.resignFirstResponder()
        }
    }

    @Test("text being composed is drawn on the tint at 10 % behind exactly its characters, the finished text on nothing")
    func markedTextDrawn() throws {
        final class Note: UIViewController {
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))
            override func viewDidLoad() {
                super.viewDidLoad()
                field.font = .systemFont(ofSize: 20)
                view.addSubview(field)
            }
        }
        let note = Note()
        let (_, screen) = try screenUnderTest(note, host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        func markedFills() -> [Rect] {
            let canvas = RecordingCanvas()
            screen.draw(on: canvas, measurer: FixedWidthMeasurer())
            let tint = UIColor.systemBlue.color.withAlpha(0.1).resolved(for: .light)
            return canvas.operations.compactMap { if case .fill(let rect, let color, _) = $0, color == tint { return rect } else { return nil } }
        }
        #expect(note.field.becomeFirstResponder())
        note.field.insertText("ab")
        note.field.setMarkedText("xyz", selectedRange: NSRange(location: 3, length: 0))
        // The fixed-width measurer gives each character 10 points at 20: the three marked ones
        // start 20 points after the text, which starts at the field's left edge.
        let fills = markedFills()
        #expect(fills.count == 1)
        #expect(fills.first.map { [$0.minX, $0.width] } == [40, 30])
        note.field.insertText("xyz")
        #expect(markedFills().isEmpty)
        note.field.resignFirstResponder()
    }
}
