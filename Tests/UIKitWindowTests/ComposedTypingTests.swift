import CollectionLayout
import Foundation
import Testing
import TestSupport
import UIKitCompat
import UIKitWindow
import X11Window

/// Typing Korean into a text field of a screen in its window, end to end: XTest keys go to the
/// window, through XIM to uim's Korean engine on a private X server, and its composition comes
/// back to the field as marked text and then as typed text — the path a person's keys take.
@Suite(.serialized) @MainActor struct ComposedTypingTests {
    final class NoteViewController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 34))
        var edits: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            field.borderStyle = .roundedRect
            field.placeholder = "Note"
            field.addAction(UIAction { [unowned self] _ in
                edits.append("\(field.text ?? "")\(field.markedTextRange == nil ? "" : " (marked)")")
            }, for: .editingChanged)
            view.addSubview(field)
        }
    }

    @Test("g, k, s and Space typed into a field in its window come out as 한: marked jamo by jamo while uim composes, then typed")
    func hangulIntoAField() throws {
        let locales = try KoreanLocale()
        let server = try PrivateXvfb()
        try withExtendedLifetime(server) {
            let uim = try UIMServer(display: server.displayName, locales: locales.path)
            defer { uim.stop() }
            let keys = try TestDisplay(name: server.displayName)
            #expect(uim.waitUntilServing(on: keys.display), "uim-xim did not register on \(server.displayName)")
            let note = NoteViewController()
            try locales.using {
                let window = try ScreenWindow(rootViewController: note, size: Size(width: 320, height: 240), title: "Note",
                                              displayName: server.displayName)
                let input = try SyntheticInput(display: keys.display)
                func tap(_ keysym: UInt, shifted: Bool = false) {
                    if shifted { input.key(0xFFE1, press: true) }
                    input.key(keysym, press: true)
                    input.key(keysym, press: false)
                    if shifted { input.key(0xFFE1, press: false) }
                    input.flush()
                }
                var seen: String?
                var tries = 0
                // Each step waits for the window to have answered the one before, polled every
                // 50 ms, so a busy machine only makes the test slower. The server makes its input
                // context at the first key and loads its engine after (up to a second or more on a
                // busy machine): a Shift+Space sent before that reaches no engine, and g comes out
                // as a plain letter; then the field is emptied and the engine asked again.
                let deadline = Date().addingTimeInterval(30)
                func poll(_ done: @escaping () -> Bool, then next: @escaping () -> Void) {
                    window.schedule(after: 0.05) {
                        if done() || Date() > deadline { next() } else { poll(done, then: next) }
                    }
                }
                func quit() {
                    seen = note.field.text
                    tap(0xFF1B)                   // Escape
                    tap(0x71)                     // q
                }
                func typeSyllable() {
                    for (index, keysym) in [UInt(0x6B), 0x73, 0x20].enumerated() {
                        window.schedule(after: 0.3 * Double(index + 1)) { tap(keysym) }
                    }
                    poll({ note.field.text == "한 " }, then: quit)
                }
                func turnKoreanOn() {
                    tries += 1
                    tap(0x20, shifted: true)
                    window.schedule(after: 0.2) { tap(0x67) }
                    poll({ note.field.markedTextRange != nil || note.field.text?.contains("g") == true }) {
                        if note.field.markedTextRange != nil {
                            typeSyllable()
                        } else if tries < 5, Date() < deadline {
                            note.field.text = ""
                            note.edits.removeAll()
                            window.schedule(after: 0.5, turnKoreanOn)
                        } else {
                            quit()
                        }
                    }
                }
                window.schedule(after: 0.3) {
                    input.move(x: 100, y: 57)
                    input.click(button: 1)
                    input.flush()
                    poll({ note.field.isFirstResponder }) {
                        tap(0xFFE1)               // a Shift alone opens the window's input method
                        window.schedule(after: 0.5, turnKoreanOn)
                    }
                }
                try window.run()
                #expect(seen == "한 ", "\(note.edits)")
            }
            // The committed syllable replaces the marked one in one change, as on iOS: the field
            // is never seen without it in between.
            #expect(note.edits == ["ㅎ (marked)", "하 (marked)", "한 (marked)", "한", "한 "], "\(note.edits)")
        }
    }
}
