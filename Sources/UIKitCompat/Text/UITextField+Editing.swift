import CollectionLayout
import CollectionView
import Foundation

/// Typing into a text field: text replaces the selection when the delegate allows, keys move the
/// caret and the selection by characters, and the clipboard copies, cuts and pastes.
extension UITextField {
    /// Replaces the UTF-16 `range` with `text`: the delegate is asked (`asking`), then the caret
    /// goes after the new text, and `.editingChanged` and the selection change are told.
    func replace(_ range: Range<Int>, with text: String, asking: Bool) {
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        if asking, !(delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: text) ?? true) { return }
        storage.replaceSubrange(storageRange(range), with: text)
        let caret = range.lowerBound + text.utf16.count
        textDidChange(selecting: caret..<caret)
    }

    /// After the text changed: `selection` is selected (the blink restarts), and the size,
    /// `.editingChanged` and the selection change are told.
    func textDidChange(selecting selection: Range<Int>) {
        self.selection = selection
        selectionAnchor = nil
        TextInputFocus.restartBlink()
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The text's indices of the UTF-16 `offsets`.
    func storageRange(_ offsets: Range<Int>) -> Range<String.Index> {
        let utf16 = storage.utf16
        return utf16.index(utf16.startIndex, offsetBy: offsets.lowerBound)..<utf16.index(utf16.startIndex, offsetBy: offsets.upperBound)
    }

    /// Moves the caret to `offset`, or the selection's moving end there when `extending`.
    func moveCaret(to offset: Int, extending: Bool) {
        markedRange = nil
        let offset = min(max(0, offset), storage.utf16.count)
        if extending {
            let anchor = selectionAnchor ?? (offset < selection.lowerBound ? selection.upperBound : selection.lowerBound)
            selectionAnchor = anchor
            selection = min(anchor, offset)..<max(anchor, offset)
        } else {
            selectionAnchor = nil
            selection = offset..<offset
        }
        TextInputFocus.restartBlink()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The end of the selection that moves: the caret, or the end away from the anchor.
    private var movingEnd: Int {
        guard let anchor = selectionAnchor else { return selection.upperBound }
        return anchor == selection.lowerBound ? selection.upperBound : selection.lowerBound
    }

    /// The UTF-16 offset one character before or after `offset`.
    func characterOffset(from offset: Int, by step: Int) -> Int {
        let utf16 = storage.utf16
        var index = utf16.index(utf16.startIndex, offsetBy: offset)
        if step < 0, index > storage.startIndex {
            index = storage.index(before: index)
        } else if step > 0, index < storage.endIndex {
            index = storage.index(after: index)
        }
        return utf16.distance(from: utf16.startIndex, to: index)
    }

    /// What `key` does to the field; true when it took the key. Escape ends editing; Tab goes
    /// to the next field (`nextField`), Return asks `textFieldShouldReturn` and sends
    /// `.editingDidEndOnExit`, which ends editing when an action is registered for it.
    func handle(_ key: TextKey, extending: Bool, nextField: (UITextField, Bool) -> UITextField?) -> Bool {
        let count = storage.utf16.count
        switch key {
        case .left:
            if !extending, !selection.isEmpty { moveCaret(to: selection.lowerBound, extending: false) } else {
                moveCaret(to: characterOffset(from: movingEnd, by: -1), extending: extending)
            }
        case .right:
            if !extending, !selection.isEmpty { moveCaret(to: selection.upperBound, extending: false) } else {
                moveCaret(to: characterOffset(from: movingEnd, by: 1), extending: extending)
            }
        case .home: moveCaret(to: 0, extending: extending)
        case .end: moveCaret(to: count, extending: extending)
        case .backspace:
            deleteBackward()
        case .delete:
            if selection.isEmpty {
                guard selection.upperBound < count else { return true }
                replace(selection.upperBound..<characterOffset(from: selection.upperBound, by: 1), with: "", asking: true)
            } else {
                replace(selection, with: "", asking: true)
            }
        case .returnKey:
            guard delegate?.textFieldShouldReturn(self) ?? true else { return true }
            let ends = hasActions(for: .editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            if ends { resignFirstResponder() }
        case .tab:
            if let next = nextField(self, extending) { next.becomeFirstResponder() }
        case .escape:
            resignFirstResponder()
        case .selectAll:
            select(0..<count, anchoredAt: 0)
        case .copy, .cut:
            guard !selection.isEmpty, !isSecureTextEntry else { return true }
            UIPasteboard.general.string = selectedText
            if key == .cut { replace(selection, with: "", asking: true) }
        case .paste:
            guard let pasted = UIPasteboard.general.string?.replacingOccurrences(of: "\n", with: " "), !pasted.isEmpty else { return true }
            insertText(pasted)
        }
        return true
    }

    /// Selects the word around UTF-16 `offset`: the run of letters and digits it touches (a
    /// secure field selects everything, as its words cannot be seen).
    func selectWord(at offset: Int) {
        guard !isSecureTextEntry else { return select(0..<storage.utf16.count, anchoredAt: 0) }
        let characters = Array(storage)
        var utf16Offsets = [0]
        for character in characters { utf16Offsets.append(utf16Offsets.last! + character.utf16.count) }
        let isWord = { (character: Character) in character.isLetter || character.isNumber }
        var index = utf16Offsets.firstIndex(where: { $0 >= offset }) ?? characters.count
        if index == characters.count || (index < characters.count && !isWord(characters[index])), index > 0, isWord(characters[index - 1]) { index -= 1 }
        guard index < characters.count, isWord(characters[index]) else { return moveCaret(to: offset, extending: false) }
        var start = index, end = index + 1
        while start > 0, isWord(characters[start - 1]) { start -= 1 }
        while end < characters.count, isWord(characters[end]) { end += 1 }
        select(utf16Offsets[start]..<utf16Offsets[end], anchoredAt: utf16Offsets[start])
    }

    /// Selects `range`, a Shift move keeping `anchor`, and tells the delegate.
    private func select(_ range: Range<Int>, anchoredAt anchor: Int) {
        selectionAnchor = anchor
        selection = range
        TextInputFocus.restartBlink()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The text selected.
    var selectedText: String {
        String(storage[storageRange(selection)])
    }

    /// The caret offset nearest to `x` (the field's bounds), by the measured text. Prefix widths
    /// grow with the prefix, so the boundary is found by bisection: O(log n) measurements.
    func caretOffset(atX x: Double) -> Int {
        let measurer = drawnMeasurer ?? TextMeasurement.measurer
        let spec = fontSpec
        let local = x - textOrigin(measurer: measurer) + scrolledBy
        let boundaries = Array(storage.indices) + [storage.endIndex]
        let width = { (index: String.Index) in measurer.advance(of: Substring(self.shownPrefix(upTo: index)), font: spec) }
        // The first character boundary at or past `local`.
        var low = 0, high = boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if width(boundaries[middle]) < local { low = middle + 1 } else { high = middle }
        }
        var nearest = low
        if low > 0, abs(width(boundaries[low - 1]) - local) <= abs(width(boundaries[low]) - local) { nearest = low - 1 }
        return storage.utf16.distance(from: storage.utf16.startIndex, to: boundaries[nearest])
    }

    /// The drawn text up to `index` of the text: bullets for a secure field.
    func shownPrefix(upTo index: String.Index) -> String {
        isSecureTextEntry ? String(repeating: TextFieldMetrics.secureBullet, count: storage[..<index].count) : String(storage[..<index])
    }

    /// The x where the text starts in the field's bounds, before scrolling: after the outline's
    /// inset and the view at the leading edge, or where the alignment puts it — right to left,
    /// the leading edge is the right one and natural alignment is to the right.
    func textOrigin(measurer: any TextMeasuring) -> Double {
        let rtl = isRightToLeft
        let areaStart = textAreaStart
        let available = textAreaWidth
        let spec = fontSpec
        let shown = storage.isEmpty ? (placeholder ?? "") : displayedText
        let width = measurer.advance(of: Substring(shown), font: spec)
        let toRight: Bool
        switch textAlignment {
        case .center: return areaStart + max(0, (available - width) / 2)
        case .right: toRight = true
        case .left: toRight = false
        default: toRight = rtl
        }
        return toRight ? areaStart + max(0, available - width) : areaStart
    }

    /// Where the width the text has begins, in the field's bounds: after the leading inset and
    /// view, which are at the right edge right to left.
    var textAreaStart: Double {
        let leadingRoom = horizontalInset + (leftViewShows ? Double(leftView?.bounds.width ?? 0) + leadingViewGap : 0)
        return isRightToLeft ? Double(bounds.width) - leadingRoom - textAreaWidth : leadingRoom
    }

    /// Whether the field is laid out right to left.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The width the text has, between the outline's insets, the overlay views and the clear button.
    var textAreaWidth: Double {
        var width = Double(bounds.width) - 2 * horizontalInset
        if leftViewShows { width -= Double(leftView?.bounds.width ?? 0) + leadingViewGap }
        if rightViewShows { width -= Double(rightView?.bounds.width ?? 0) }
        if clearButtonShows { width -= TextFieldMetrics.clearButtonSide + TextFieldMetrics.clearButtonTrailing }
        return max(0, width)
    }

    var leftViewShows: Bool { leftView != nil && shows(leftViewMode) }
    var rightViewShows: Bool { rightView != nil && shows(rightViewMode) && !clearButtonShows }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }
}
