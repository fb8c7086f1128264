/// What takes typed text, as UIKit's `UIKeyInput`: the keyboard inserts text and deletes
/// backwards through these, so an override sees every key that types or erases.
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Types `text` at the caret, over the selection.
    func insertText(_ text: String)
    /// Erases the character before the caret, or the selection.
    func deleteBackward()
}
