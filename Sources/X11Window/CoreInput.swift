import CX11

/// Translates core keyboard events, and core pointer events when XInput2 is missing.
enum CoreInput {
    static func translate(_ event: inout XEvent) -> WindowEvent? {
        switch event.type {
        case KeyPress:
            var keysym: KeySym = 0
            var buffer = [CChar](repeating: 0, count: 32)
            // XLookupString applies Shift and Caps Lock to the keysym; its text is not needed.
            _ = XLookupString(&event.xkey, &buffer, Int32(buffer.count), &keysym, nil)
            return .keyPressed(Key(keysym: UInt(keysym)), modifiers: KeyModifiers(xState: event.xkey.state))
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
