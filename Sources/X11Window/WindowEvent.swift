/// Something that happened to a window. Pointer coordinates are window-relative pixels.
public enum WindowEvent: Sendable {
    /// Part of the window was uncovered: present the back buffer again (several are coalesced).
    case exposed
    /// The window has a new size; the canvas already has it too.
    case resized(width: Int, height: Int)
    /// A button went down: 1-3 (and 8/9); wheel buttons 4-7 arrive as `scrolled` instead.
    case pointerPressed(button: Int, x: Double, y: Double, time: UInt32, modifiers: KeyModifiers)
    /// A button went up: 1-3 (and 8/9).
    case pointerReleased(button: Int, x: Double, y: Double, time: UInt32, modifiers: KeyModifiers)
    /// The pointer moved over the window (or while a button is held, outside it too).
    case pointerMoved(x: Double, y: Double, time: UInt32, modifiers: KeyModifiers)
    /// The pointer left the window (with XInput2; a held button keeps reporting motion).
    case pointerLeft
    /// Scrolling in notches: dy > 0 is down (button 5), dx > 0 is right (button 7). `precise` is
    /// true for XInput2 smooth-scroll valuator deltas (fractional notches), false for wheel
    /// buttons 4-7 (±1 each).
    case scrolled(dx: Double, dy: Double, x: Double, y: Double, time: UInt32, modifiers: KeyModifiers, precise: Bool)
    /// A key went down (auto-repeat included); releases are not reported.
    case keyPressed(Key, modifiers: KeyModifiers)
    /// Text a key press typed, through the input method (a composed "é", a character from an
    /// input method server), after that press's `keyPressed` when it had a key of its own. Never
    /// sent for presses with Control or Alt held, nor for control characters.
    case textTyped(String)
    /// The text an input method server is composing changed (on-the-spot pre-edit, as for
    /// Japanese or Chinese), its caret `caret` characters in; empty when the composition ended.
    /// The finished text arrives after as `textTyped`.
    case textMarked(String, caret: Int)
    /// The window manager asked the window to close (WM_DELETE_WINDOW).
    case closeRequested
}
