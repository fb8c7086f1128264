/// The keyboard's focus and its caret's blink (``CaretBlink``): the window's clock moves the blink;
/// snapshots never do, so pictures show the caret on. Used on the thread that draws, as UIKit's
/// main thread.
enum TextInputFocus {
    nonisolated(unsafe) private static var blink = CaretBlink()
    /// Whether the caret is drawn now.
    static var caretShown: Bool { blink.shown }

    /// The field with the keyboard's focus, when a text field has it.
    static var field: UITextField? { UIResponder.firstResponder as? UITextField }

    /// The caret shows from now, after an edit or a move.
    static func restartBlink() { blink.restart() }

    /// Moves the blink to `now` (seconds); true when the caret appeared or went.
    static func advance(to now: Double) -> Bool { blink.advance(to: now) }

    /// Back to the caret on, as a snapshot draws it.
    static func reset() { blink.show() }
}
