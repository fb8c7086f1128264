import CollectionLayout
import CollectionView
import Foundation

/// The text field with the keyboard's focus, taking the window's keys and text.
extension ScreenPresentation {
    /// The focused field, when it is on the screen shown (not one a pop or a dismissal left) and
    /// keys can reach it: on the top screen, or beneath sheets that leave it undimmed (a sheet at
    /// a detent below its `largestUndimmedDetentIdentifier`, whose screen beneath still takes
    /// clicks); not under a sheet that dims it, a full-screen cover or an alert.
    var focusedField: UITextField? {
        guard let field = TextInputFocus.field else { return nil }
        for layer in presentedLayers.reversed() {
            if field.isDescendant(of: layer.controller.view) { return field }
            guard layer.sheet != nil, !layer.coversWholeScreen, layer.dimming == 0 else { return nil }
        }
        return field.isDescendant(of: rootViewController.view) ? field : nil
    }

    public var isEditingText: Bool { focusedField != nil }

    public func useClipboard(_ clipboard: (any TextClipboard)?) {
        UIPasteboard.system = clipboard
    }

    public func typeKey(_ key: TextKey, extending: Bool) -> Bool {
        guard let field = focusedField else { return false }
        return field.handle(key, extending: extending) { [weak self] current, backward in
            self?.field(after: current, backward: backward)
        }
    }

    public func typeText(_ text: String) -> Bool {
        guard let field = focusedField else { return false }
        field.insertText(text)
        return true
    }

    public func markText(_ text: String, caret: Int) -> Bool {
        guard let field = focusedField else { return false }
        // The input method counts characters (code points); the field counts UTF-16 units.
        let caretUnits = text.unicodeScalars.prefix(max(0, caret)).reduce(0) { $0 + $1.utf16.count }
        field.setMarkedText(text, selectedRange: NSRange(location: caretUnits, length: 0))
        return true
    }

    /// The next enabled, shown text field after `field` in the top screen's views (depth first,
    /// as they were added), wrapping round; the one before it when `backward`.
    func field(after field: UITextField, backward: Bool) -> UITextField? {
        var fields: [UITextField] = []
        func collect(_ view: UIView) {
            guard !view.isHidden else { return }
            if let found = view as? UITextField, found.isEnabled { fields.append(found) }
            view.subviews.forEach(collect)
        }
        collect(topView)
        guard let index = fields.firstIndex(where: { $0 === field }), fields.count > 1 else { return nil }
        return fields[(index + (backward ? -1 : 1) + fields.count) % fields.count]
    }
}
