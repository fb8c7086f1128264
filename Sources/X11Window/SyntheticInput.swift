import CX11

/// Synthetic input through XTest, for tests and benchmarks. Coordinates are root (screen)
/// coordinates.
public final class SyntheticInput {
    private let display: Display

    /// Fails if the server lacks the XTEST extension.
    public init(display: Display) throws(X11Error) {
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display.pointer, &event, &error, &major, &minor) != 0 else {
            throw X11Error("the X server has no XTEST extension, which synthetic input needs")
        }
        self.display = display
    }

    /// Moves the pointer to (x, y) on the default screen.
    public func move(x: Int, y: Int) {
        XTestFakeMotionEvent(display.pointer, display.screen, Int32(x), Int32(y), 0)
    }

    /// Presses a pointer button (1-3 are left, middle, right; 4-7 are wheel notches).
    public func press(button: Int) {
        XTestFakeButtonEvent(display.pointer, UInt32(button), 1, 0)
    }

    /// Releases a pointer button.
    public func release(button: Int) {
        XTestFakeButtonEvent(display.pointer, UInt32(button), 0, 0)
    }

    /// Presses and releases a button where the pointer is.
    public func click(button: Int) {
        press(button: button)
        release(button: button)
    }

    /// Presses or releases the key that types `keysym` in the current keymap; does nothing if
    /// no key does. Modifiers (e.g. Shift for "Q") are the caller's to press.
    public func key(_ keysym: UInt, press: Bool) {
        let keycode = XKeysymToKeycode(display.pointer, KeySym(keysym))
        guard keycode != 0 else { return }
        XTestFakeKeyEvent(display.pointer, UInt32(keycode), press ? 1 : 0, 0)
    }

    /// Makes a key that types nothing type `keysym` (a dead accent, Compose), so tests can
    /// press keys the server's keymap lacks; true when one was free. Other keys are untouched.
    public func bindSpareKey(to keysym: UInt) -> Bool {
        let dpy = display.pointer
        if XKeysymToKeycode(dpy, KeySym(keysym)) != 0 { return true }
        var low: Int32 = 0, high: Int32 = 0
        XDisplayKeycodes(dpy, &low, &high)
        var perCode: Int32 = 0
        guard let map = XGetKeyboardMapping(dpy, KeyCode(low), high - low + 1, &perCode) else { return false }
        defer { XFree(map) }
        for code in low...high {
            let row = Int(code - low) * Int(perCode)
            guard (0..<Int(perCode)).allSatisfy({ map[row + $0] == 0 }) else { continue }
            var symbols = [KeySym](repeating: KeySym(keysym), count: 1)
            XChangeKeyboardMapping(dpy, code, 1, &symbols, 1)
            XSync(dpy, 0)
            return true
        }
        return false
    }

    /// Sends the queued input and waits until the server has processed it (XSync), so events
    /// it causes are ready to read when this returns.
    public func flush() {
        XSync(display.pointer, 0)
    }
}
