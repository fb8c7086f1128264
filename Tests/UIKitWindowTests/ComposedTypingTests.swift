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
                // The window is shown when its loop starts: a click in the field, then the keys,
                // each after the one before has been answered; then Escape ends editing and q quits.
                window.schedule(after: 0.3) {
                    input.move(x: 100, y: 57)
                    input.click(button: 1)
                    input.flush()
                }
                // A Shift alone opens the window's input method (it opens at the first key); the
                // server makes its input context and loads its engine (up to a second on a busy
                // machine) before Shift+Space turns the Korean engine on.
                window.schedule(after: 0.45) { tap(0xFFE1) }
                window.schedule(after: 1.6) { tap(0x20, shifted: true) }
                for (index, keysym) in [UInt(0x67), 0x6B, 0x73, 0x20].enumerated() {
                    window.schedule(after: 1.9 + 0.3 * Double(index)) { tap(keysym) }
                }
                window.schedule(after: 3.6) {
                    seen = note.field.text
                    tap(0xFF1B)                   // Escape
                    tap(0x71)                     // q
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
