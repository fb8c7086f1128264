import CX11

/// Translates core keyboard events, and core pointer events when XInput2 is missing.
enum CoreInput {
    /// A key press looked up without an input method: its keysym (Shift and Caps Lock applied)
    /// and the Latin-1 text XLookupString gives, as UTF-8.
    static func lookup(_ key: inout XKeyEvent) -> (keysym: UInt, text: String) {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 32)
        let count = XLookupString(&key, &buffer, Int32(buffer.count), &keysym, nil)
        let text = String(buffer.prefix(Int(max(0, count))).map { Character(Unicode.Scalar(UInt8(bitPattern: $0))) })
        return (UInt(keysym), text)
    }

    static func translate(_ event: inout XEvent) -> WindowEvent? {
        switch event.type {
        case ButtonPress, ButtonRelease:
            let button = event.xbutton
            return PointerButton.event(button: Int(button.button), pressed: event.type == ButtonPress,
                                       x: Double(button.x), y: Double(button.y),
                                       time: UInt32(truncatingIfNeeded: button.time), modifiers: KeyModifiers(xState: button.state))
        case MotionNotify:
            let motion = event.xmotion
            return .pointerMoved(x: Double(motion.x), y: Double(motion.y), time: UInt32(truncatingIfNeeded: motion.time),
                                 modifiers: KeyModifiers(xState: motion.state))
        default:
            return nil
        }
    }
}
