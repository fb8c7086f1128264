import Foundation

/// A range of a text input's text, as UIKit's `UITextRange`: from ``start`` to ``end``, empty
/// when they are one place (a caret).
open class UITextRange: NSObject {
    private let from: UITextPosition
    private let to: UITextPosition

    /// An empty range at the start of the text.
    public override init() {
        from = UITextPosition()
        to = from
    }

    init(start: UITextPosition, end: UITextPosition) {
        from = start
        to = end
    }

    /// Where the range begins.
    open var start: UITextPosition { from }
    /// Where the range ends.
    open var end: UITextPosition { to }
    /// Whether the range holds no text.
    open var isEmpty: Bool { from.offset == to.offset }

    /// The range as UTF-16 offsets, in order.
    var offsets: Range<Int> { min(from.offset, to.offset)..<max(from.offset, to.offset) }
}
