import Testing
@testable import UIKitCompat

/// The caret's blink as the window's clock moves it: half a second on, half off, and on again
/// from each edit or move.
@Suite struct CaretBlinkTests {
    @Test("the caret is on for half a second and off for half, is told only when it changes, shows from each edit, and starts over when the clock goes back")
    func blinks() {
        var blink = CaretBlink()
        #expect(blink.shown)
        #expect(!blink.advance(to: 0.2) && blink.shown)
        #expect(blink.advance(to: 0.5) && !blink.shown)
        #expect(!blink.advance(to: 0.9) && !blink.shown)
        #expect(blink.advance(to: 1.0) && blink.shown)
        #expect(blink.advance(to: 1.6) && !blink.shown)
        // A key at 1.6: on at once, and for half a second from there.
        blink.restart()
        #expect(blink.shown && !blink.advance(to: 2.05) && blink.shown)
        #expect(blink.advance(to: 2.1) && !blink.shown)
        // A new window's clock starts at 0 again.
        #expect(blink.advance(to: 0.1) && blink.shown)
        #expect(blink.advance(to: 0.6) && !blink.shown)
        blink.show()
        #expect(blink.shown)
    }
}
