import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// A text field's editing: what its delegate is asked and told and the actions it sends, in
/// order; typing, deleting, moving and selecting by characters; Return, Tab and Escape; the
/// clipboard; and a click that focuses it and places the caret.
@Suite(.serialized) @MainActor struct TextFieldTests {
    /// Writes down everything a field asks and tells, as an app's delegate and targets see it.
    final class Recorder: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        var refusesDigits = false
        var returns = true

        func watch(_ field: UITextField) {
            field.delegate = self
            for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                  (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")] {
                field.addAction(UIAction { [weak self] _ in self?.calls.append(name) }, for: event)
            }
        }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { calls.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
            return !(refusesDigits && string.contains { $0.isNumber })
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("didChangeSelection") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return returns }
    }

    private func key(_ field: UITextField, _ key: TextKey, extending: Bool = false) {
        _ = field.handle(key, extending: extending) { _, _ in nil }
    }

    @Test("focus, a typed letter, Return and the end come in UIKit's order, delegate before actions")
    func eventOrder() {
        let field = UITextField(), recorder = Recorder()
        recorder.watch(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing && field.isFirstResponder)
        field.insertText("a")
        key(field, .returnKey)
        #expect(recorder.calls == ["shouldBegin", "didBegin", "editingDidBegin",
                                   "shouldChange 0,0 \"a\"", "editingChanged", "didChangeSelection",
                                   "shouldReturn", "editingDidEndOnExit",
                                   "shouldEnd", "didEnd", "editingDidEnd"])
        #expect(!field.isEditing && !field.isFirstResponder)
        field.resignFirstResponder()
    }

    @Test("Return without an .editingDidEndOnExit action keeps editing, as UIKit's does")
    func returnWithoutExitAction() {
        let field = UITextField()
        field.becomeFirstResponder()
        key(field, .returnKey)
        #expect(field.isEditing)
        field.resignFirstResponder()
    }

    @Test("typing replaces the selection; Backspace and Delete take whole characters; the delegate may refuse a change")
    func editing() {
        let field = UITextField(), recorder = Recorder()
        recorder.watch(field)
        field.becomeFirstResponder()
        field.insertText("Cafe")
        key(field, .backspace)
        field.insertText("é 👩‍👩‍👧")
        #expect(field.text == "Café 👩‍👩‍👧")
        key(field, .backspace)
        #expect(field.text == "Café ")
        key(field, .home)
        key(field, .right, extending: true)
        key(field, .right, extending: true)
        #expect(field.selectedText == "Ca")
        field.insertText("Ka")
        #expect(field.text == "Kafé ")
        key(field, .delete)
        #expect(field.text == "Kaé ")
        recorder.refusesDigits = true
        field.insertText("7")
        #expect(field.text == "Kaé ")
        #expect(recorder.calls.last == "shouldChange 2,0 \"7\"")
        field.resignFirstResponder()
    }

    @Test("Shift with the arrows, Home and End selects from an anchor; an arrow alone collapses the selection to its side")
    func selection() {
        let field = UITextField()
        field.text = "hello world"
        field.becomeFirstResponder()
        #expect(field.selection == 11..<11)
        key(field, .left, extending: true)
        key(field, .left, extending: true)
        #expect(field.selectedText == "ld")
        // The anchor stays at the end where the selection began.
        key(field, .home, extending: true)
        #expect(field.selectedText == "hello world")
        key(field, .right, extending: true)
        #expect(field.selectedText == "ello world")
        key(field, .left)
        #expect(field.selection == 1..<1)
        key(field, .selectAll)
        #expect(field.selectedText == "hello world")
        key(field, .right)
        #expect(field.selection == 11..<11)
        field.resignFirstResponder()
    }

    @Test("copy, cut and paste go through the pasteboard; a secure field's text is not copied and is drawn as bullets")
    func clipboard() {
        let field = UITextField()
        field.text = "one two"
        field.becomeFirstResponder()
        key(field, .left, extending: true)
        key(field, .left, extending: true)
        key(field, .left, extending: true)
        key(field, .cut)
        #expect(field.text == "one ")
        #expect(UIPasteboard.general.string == "two")
        key(field, .home)
        key(field, .paste)
        #expect(field.text == "twoone ")
        let secret = UITextField()
        secret.isSecureTextEntry = true
        secret.text = "hunter2"
        secret.becomeFirstResponder()
        key(secret, .selectAll)
        key(secret, .copy)
        #expect(UIPasteboard.general.string == "two")
        #expect(secret.displayedText == "•••••••")
        secret.resignFirstResponder()
    }

    @Test("Escape ends editing; Tab goes to the next field the screen gives")
    func escapeAndTab() {
        let first = UITextField(), second = UITextField()
        first.becomeFirstResponder()
        _ = first.handle(.tab, extending: false) { _, _ in second }
        #expect(second.isFirstResponder && !first.isEditing)
        key(second, .escape)
        #expect(!second.isEditing && UIResponder.firstResponder == nil)
    }

    @Test("a click focuses the field with the caret where it landed; the clear button clears when the delegate allows")
    func clickPlacesCaret() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.text = "abcd"
        TextMeasurement.measuring(with: FixedWidthMeasurer()) {
            // The fixed-width measurer gives each character half the font's size: 8.5 points at 17.
            let advance = FixedWidthMeasurer().advance(of: "a", font: UIFont.preferredFont(forTextStyle: .body).fontSpec)
            field.click(at: CGPoint(x: 7 + advance * 2 + 1, y: 17))
            #expect(field.isEditing)
            #expect(field.selection == 2..<2)
            field.click(at: CGPoint(x: 200 - 6 - 8, y: 17))
            #expect(field.text == "")
        }
        field.resignFirstResponder()
    }

    final class NoteViewController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))

        override func viewDidLoad() {
            super.viewDidLoad()
            field.text = "hello big world"
            field.font = .systemFont(ofSize: 20)
            view.addSubview(field)
        }
    }

    @Test("in the field being edited, a drag selects from where it went down, and a double click selects the word under it")
    func mouseSelection() throws {
        let controller = NoteViewController()
        let (_, screen) = try screenUnderTest(controller, host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // The fixed-width measurer gives each character 10 points at 20: character n starts at 20 + 10n.
        func press(_ x: Double, to end: Double? = nil, at time: Double) {
            screen.pointerPressed(at: Point(x: x, y: 57), time: time * 1000, now: time)
            if let end {
                for step in 1...4 {
                    let t = time + 0.02 * Double(step)
                    screen.pointerMoved(to: Point(x: x + (end - x) * Double(step) / 4, y: 57), time: t * 1000, now: t)
                }
            }
            screen.pointerReleased(at: Point(x: end ?? x, y: 57), time: (time + 0.1) * 1000, now: time + 0.1)
            screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        }
        press(61, at: 0)
        #expect(controller.field.isEditing)
        #expect(controller.field.selection == 4..<4)
        press(31, to: 91, at: 1)
        #expect(controller.field.selectedText == "ello b")
        press(105, at: 2)
        press(105, at: 2.2)
        #expect(controller.field.selectedText == "big")
        press(160, at: 3)
        #expect(controller.field.selection == 14..<14)
        controller.field.resignFirstResponder()
    }

    @Test("a secure field is dumped as it is drawn, a bullet a character, never its text")
    func secureFieldDump() {
        let field = UITextField()
        field.text = "hunter2"
        #expect(field.viewTreeNode.text == "hunter2")
        field.isSecureTextEntry = true
        #expect(field.viewTreeNode.text == String(repeating: "•", count: 7))
    }
}
