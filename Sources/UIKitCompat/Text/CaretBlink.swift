/// A caret's blink as a clock moves it: on for half a period, off for half, starting over on
/// each edit or move so the caret shows while a person types.
struct CaretBlink {
    /// When the current blink started, and the last time the clock gave.
    private var start = 0.0, last = 0.0
    /// Whether the caret is drawn now.
    private(set) var shown = true

    /// The caret shows from the last time given, after an edit or a move.
    mutating func restart() {
        start = last
        shown = true
    }

    /// Moves the blink to `now` (seconds); true when the caret appeared or went. A clock that
    /// went back (a new window's) starts the blink over.
    mutating func advance(to now: Double) -> Bool {
        if now < last { start = now }
        last = now
        let halves = Int(((now - start) / TextFieldMetrics.caretBlinkHalfPeriod).rounded(.down))
        let next = halves % 2 == 0
        guard next != shown else { return false }
        shown = next
        return true
    }

    /// The caret on, as a snapshot draws it.
    mutating func show() {
        shown = true
    }
}
