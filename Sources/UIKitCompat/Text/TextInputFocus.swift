/// The caret's blink: on for half a second, off for half, restarting on each edit or move so
/// the caret shows while a person types. The window's clock moves it; snapshots never do, so
/// pictures show the caret on. Used on the thread that draws, as UIKit's main thread.
enum TextInputFocus {
    nonisolated(unsafe) private static var blinkStart = 0.0
    nonisolated(unsafe) private static var lastNow = 0.0
    /// Whether the caret is drawn now.
    nonisolated(unsafe) private(set) static var caretShown = true

    /// The field with the keyboard's focus, when a text field has it.
    static var field: UITextField? { UIResponder.firstResponder as? UITextField }

    /// The caret shows from now, after an edit or a move.
    static func restartBlink() {
        blinkStart = lastNow
        caretShown = true
    }

    /// Moves the blink to `now` (seconds); true when the caret appeared or went.
    static func advance(to now: Double) -> Bool {
        if now < lastNow { blinkStart = now }
        lastNow = now
        let halves = Int(((now - blinkStart) / TextFieldMetrics.caretBlinkHalfPeriod).rounded(.down))
        let shown = halves % 2 == 0
        guard shown != caretShown else { return false }
        caretShown = shown
        return true
    }

    /// Back to the caret on, as a snapshot draws it.
    static func reset() {
        caretShown = true
    }
}
