import CX11
import Foundation
import Glibc
import Testing
import TestSupport
@testable import X11Window

/// A real input method server composing text on the spot: uim's XIM bridge with its Korean
/// engine (byeoru), on a private X server, typed through XTest as a person types. The text it is
/// composing reaches the window as marked text, one jamo at a time, and the finished syllable as
/// typed text — the path Japanese, Chinese and Korean input take.
@Suite(.serialized) struct InputMethodServerTests {
    /// What the window heard: each composition it was shown, and the text typed.
    private struct Heard {
        var marked: [String] = []
        var typed = ""
    }

    @Test("a server's drawing replaces characters and moves the caret, kept inside the text; deleting and clearing empty it")
    func preeditDrawing() {
        var text = PreeditText()
        text.draw(first: 0, replaced: 0, inserted: ["ㅎ"], caret: 1)
        text.draw(first: 0, replaced: 1, inserted: ["하"], caret: 1)
        text.draw(first: 1, replaced: 0, inserted: ["고", "요"], caret: 9)
        #expect(text.text == "하고요" && text.caret == 3)
        text.draw(first: 1, replaced: 1, inserted: nil, caret: 1)
        #expect(text.text == "하요" && text.caret == 1)
        #expect(text.moveCaret(to: -4) == 0)
        text.draw(first: 7, replaced: 3, inserted: ["!"], caret: 3)
        #expect(text.text == "하요!" && text.caret == 3)
        text.clear()
        #expect(text.text.isEmpty && text.caret == 0)
    }

    @Test("a server's composition arrives as marked text, jamo by jamo, and its commit as typed text: 한 from g, k, s in uim's Korean engine")
    func hangulComposedOnTheSpot() throws {
        let locales = try KoreanLocale()
        let server = try PrivateXvfb()
        try withExtendedLifetime(server) {
            let uim = try UIMServer(display: server.displayName, locales: locales.path)
            defer { uim.stop() }
            let session = try TestDisplay(name: server.displayName)
            #expect(uim.waitUntilServing(on: session.display), "uim-xim did not register on \(server.displayName)")
            let heard = try locales.using {
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                func tap(_ keysym: UInt, shifted: Bool = false) {
                    if shifted { input.key(0xFFE1, press: true) }       // XK_Shift_L
                    input.key(keysym, press: true)
                    input.key(keysym, press: false)
                    if shifted { input.key(0xFFE1, press: false) }
                    input.flush()
                }
                var heard = Heard()
                func listen(for seconds: Double = 4, until done: (Heard) -> Bool) {
                    let deadline = Date().addingTimeInterval(seconds)
                    while !done(heard), Date() < deadline, let event = window.nextEvent(timeout: 0.1) ?? Optional(.exposed) {
                        switch event {
                        case .textMarked(let text, _): heard.marked.append(text)
                        case .textTyped(let text): heard.typed += text
                        default: break
                        }
                    }
                }
                // A Shift alone opens the window's input method (it opens at the first key), then
                // Shift+Space asks the server to turn the Korean engine on. The server loads its
                // engine after making the context (a second or more on a busy machine): while it
                // has none, g comes out as a plain letter, and the engine is asked again.
                tap(0xFFE1)
                listen(for: 0.5) { _ in false }
                for _ in 0..<5 {
                    heard = Heard()
                    tap(0x20, shifted: true)
                    listen(for: 0.2) { _ in false }
                    tap(0x67)                               // g: ㅎ in the two-set layout
                    listen { !$0.marked.isEmpty || $0.typed.contains("g") }
                    if !heard.marked.isEmpty { break }
                    listen(for: 0.5) { _ in false }
                }
                for keysym: UInt in [0x6B, 0x73] {          // k s: 하, 한
                    tap(keysym)
                    let count = heard.marked.count
                    listen { $0.marked.count > count }
                }
                tap(0x20)                                   // Space finishes the syllable
                listen { $0.typed.contains("한") }
                return heard
            }
            // Each change told once (a server's draw and its caret move are one change); the
            // composition's end, followed by its text, is not told apart from the text.
            #expect(heard.marked == ["ㅎ", "하", "한"], "\(heard.marked)")
            #expect(heard.typed.hasPrefix("한"), "\(heard.typed)")
        }
    }
}
