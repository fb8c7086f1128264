import Foundation

/// A text field's text by position, and the marked text an input method composes: the text
/// being composed sits in the field, drawn on a light tint, until the method commits it
/// (`insertText`) or it is unmarked. `.editingChanged` is sent for each change of it, as UIKit
/// does, so code that reacts to typing checks `markedTextRange == nil` for finished text.
extension UITextField: UITextInput {
    /// The selection, or the caret when empty; setting it moves them (kept inside the text).
    public var selectedTextRange: UITextRange? {
        get { UITextRange(start: UITextPosition(offset: selection.lowerBound), end: UITextPosition(offset: selection.upperBound)) }
        set {
            guard let newValue else { return }
            let count = storage.utf16.count
            let range = newValue.offsets.clamped(to: 0..<count)
            selection = range.isEmpty ? min(range.lowerBound, count)..<min(range.lowerBound, count) : range
            selectionAnchor = nil
            TextInputFocus.restartBlink()
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    /// The text being composed; nil when none is.
    public var markedTextRange: UITextRange? {
        markedRange.map { UITextRange(start: UITextPosition(offset: $0.lowerBound), end: UITextPosition(offset: $0.upperBound)) }
    }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: storage.utf16.count) }

    /// Puts `markedText` in place of the marked text (or the selection, when none is marked) and
    /// marks it, the selection `selectedRange` inside it; nil or empty removes the marked text.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let target = markedRange ?? selection
        let text = markedText ?? ""
        storage.replaceSubrange(storageRange(target), with: text)
        let length = text.utf16.count
        markedRange = length == 0 ? nil : target.lowerBound..<(target.lowerBound + length)
        let from = target.lowerBound + min(max(0, selectedRange.location), length)
        textDidChange(selecting: from..<min(from + max(0, selectedRange.length), target.lowerBound + length))
    }

    /// Keeps the marked text as typed text.
    public func unmarkText() {
        markedRange = nil
    }

    /// The text in `range`; nil when the range is outside the text.
    public func text(in range: UITextRange) -> String? {
        guard range.offsets.upperBound <= storage.utf16.count else { return nil }
        return String(storage[storageRange(range.offsets)])
    }

    /// Replaces the text in `range` with `text`, as typing over it does (the delegate is not asked).
    public func replace(_ range: UITextRange, withText text: String) {
        let offsets = range.offsets.clamped(to: 0..<storage.utf16.count)
        markedRange = nil
        replace(offsets, with: text, asking: false)
    }

    /// The range between two positions, in either order; nil when one is outside the text.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let count = storage.utf16.count
        guard (0...count).contains(fromPosition.offset), (0...count).contains(toPosition.offset) else { return nil }
        return UITextRange(start: fromPosition, end: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        guard (0...storage.utf16.count).contains(moved) else { return nil }
        return UITextPosition(offset: moved)
    }

    /// How many UTF-16 units `toPosition` is after `from` (negative before it).
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// The order of two positions.
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}
