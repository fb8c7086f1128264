/// Keys and text for the text field with the keyboard's focus, through the screen's chrome.
extension CollectionScreen {
    /// Whether a text field on the screen has the keyboard's focus.
    public var isEditingText: Bool {
        guard let chrome = layoutDescription.screenChrome else { return false }
        return host.solving { chrome.isEditingText }
    }

    /// The focused text field takes `key`; true when it did (the frame is drawn again).
    public func typeKey(_ key: TextKey, extending: Bool) -> Bool {
        guard let chrome = layoutDescription.screenChrome, host.solving({ chrome.typeKey(key, extending: extending) }) else { return false }
        invalidateDrawnFrame()
        return true
    }

    /// The focused text field takes typed `text`; true when it did.
    public func typeText(_ text: String) -> Bool {
        guard let chrome = layoutDescription.screenChrome, host.solving({ chrome.typeText(text) }) else { return false }
        invalidateDrawnFrame()
        return true
    }

    /// The focused text field shows `text` as being composed by the input method, its caret
    /// `caret` characters in (empty `text`: the composition was cancelled); true when it did.
    public func markText(_ text: String, caret: Int) -> Bool {
        guard let chrome = layoutDescription.screenChrome, host.solving({ chrome.markText(text, caret: caret) }) else { return false }
        invalidateDrawnFrame()
        return true
    }
}
