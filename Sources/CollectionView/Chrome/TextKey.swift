/// A key as the text field with the keyboard's focus takes it: caret moves (Shift extending
/// the selection), deletions, Return, Tab (Shift going back), Escape, and the clipboard.
public enum TextKey: Sendable, Equatable {
    case left, right, home, end
    case backspace, delete
    case returnKey, tab, escape
    case selectAll, copy, cut, paste
}
