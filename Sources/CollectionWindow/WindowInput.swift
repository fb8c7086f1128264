import CollectionLayout
import CollectionView
import X11Window

/// Turns the window's events and keys into the collection view's input.
enum WindowInput {
    /// What an event asks of the window beyond the view's own input.
    enum Outcome: Equatable {
        /// The view took it, or it needed nothing.
        case handled
        /// q, Escape, or the window manager's close: stop running.
        case quit
        /// The window has a new size.
        case resized(Size)
        /// A key the window does not use itself, for the program.
        case key(Key)
    }

    /// Applies `event` to `screen` at monotonic time `now`; the window's pixels are `scale` a point.
    static func apply(_ event: WindowEvent, to screen: CollectionScreen, now: Double, scale: Double = 1) -> Outcome {
        switch event {
        case .exposed:
            // Scrolled frames leave the back buffer stale outside their strips: draw it all.
            screen.invalidateDrawnFrame()
        case .resized(let width, let height):
            return .resized(Size(width: Double(width) / scale, height: Double(height) / scale))
        case .pointerPressed(let button, let x, let y, let time, _):
            if button == 1 { screen.pointerPressed(at: Point(x: x / scale, y: y / scale), time: Double(time), now: now) }
            if button == 3 { screen.secondaryClick(at: Point(x: x / scale, y: y / scale)) }
        case .pointerMoved(let x, let y, let time, _):
            screen.pointerMoved(to: Point(x: x / scale, y: y / scale), time: Double(time), now: now)
        case .pointerReleased(let button, let x, let y, let time, _):
            if button == 1 { screen.pointerReleased(at: Point(x: x / scale, y: y / scale), time: Double(time), now: now) }
        case .scrolled(let dx, let dy, let x, let y, _, let modifiers, _):
            screen.scrollWheel(dx: dx, dy: dy, shift: modifiers.contains(.shift), at: Point(x: x / scale, y: y / scale), now: now)
        case .textTyped(let text):
            if screen.typeText(text) { return .handled }
        case .textMarked(let text, let caret):
            if screen.markText(text, caret: caret) { return .handled }
        case .keyPressed(let key, let modifiers):
            // A text field with the keyboard's focus takes keys first (Escape ends its editing).
            if let textKey = textKey(for: key, modifiers: modifiers), screen.typeKey(textKey, extending: modifiers.contains(.shift)) {
                return .handled
            }
            // Keys that type arrive again as text (`textTyped`): they neither scroll nor quit.
            if screen.isEditingText, modifiers.isDisjoint(with: [.control, .alt]) {
                if case .character = key { return .handled }
                if key == .space { return .handled }
            }
            // On a screen of view controllers, Escape goes back (a sheet, an alert) before it quits.
            if key == .escape, modifiers.isEmpty, screen.goBack() {
                screen.invalidateDrawnFrame()
                return .handled
            }
            if key == .character("q") || key == .escape { return .quit }
            guard let scrollKey = scrollKey(for: key) else { return .key(key) }
            screen.scroll(key: scrollKey, now: now)
        case .pointerLeft:
            screen.pointerLeft()
        case .closeRequested:
            return .quit
        }
        return .handled
    }

    /// What `key` with `modifiers` is to a text field.
    static func textKey(for key: Key, modifiers: KeyModifiers) -> TextKey? {
        if modifiers.contains(.control) {
            switch key {
            case .character("a"), .character("A"): return .selectAll
            case .character("c"), .character("C"): return .copy
            case .character("x"), .character("X"): return .cut
            case .character("v"), .character("V"): return .paste
            default: return nil
            }
        }
        switch key {
        case .left: return .left
        case .right: return .right
        case .home: return .home
        case .end: return .end
        case .returnKey: return .returnKey
        case .escape: return .escape
        case Key.backspace: return .backspace
        case Key.delete: return .delete
        case Key.tab, Key.backTab: return .tab
        default: return nil
        }
    }

    /// The scrolling a key asks for: arrows, Page Up and Down (and Space), Home and End.
    static func scrollKey(for key: Key) -> ScrollKey? {
        switch key {
        case .up: .up
        case .down: .down
        case .pageUp: .pageUp
        case .pageDown, .space: .pageDown
        case .home: .home
        case .end: .end
        case .left: .left
        case .right: .right
        case .character("["): .previousPage
        case .character("]"): .nextPage
        default: nil
        }
    }
}
