import Foundation

/// A text input whose text, selection and marked text code can read and change by position, as
/// UIKit's `UITextInput`: the part apps use — the selected range, moving between positions,
/// and the marked text an input method composes. `UITextField` is one.
public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
}
