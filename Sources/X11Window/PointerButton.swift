/// Maps a pointer button transition to a window event, shared by XInput2 and core input.
enum PointerButton {
    /// Wheel buttons (4 up, 5 down, 6 left, 7 right) become one notch of scroll on press and
    /// nothing on release; other buttons are reported as they are.
    static func event(button: Int, pressed: Bool, x: Double, y: Double, time: UInt32, modifiers: KeyModifiers) -> WindowEvent? {
        let wheel: (dx: Double, dy: Double)? = switch button {
        case 4: (0, -1)
        case 5: (0, 1)
        case 6: (-1, 0)
        case 7: (1, 0)
        default: nil
        }
        if let wheel {
            guard pressed else { return nil }
            return .scrolled(dx: wheel.dx, dy: wheel.dy, x: x, y: y, time: time, modifiers: modifiers, precise: false)
        }
        return pressed
            ? .pointerPressed(button: button, x: x, y: y, time: time, modifiers: modifiers)
            : .pointerReleased(button: button, x: x, y: y, time: time, modifiers: modifiers)
    }
}
