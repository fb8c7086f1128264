import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`: what `UITextInput`'s methods take
/// and give. A text field's positions count UTF-16 units from the start of its text, as
/// `NSRange` does; code compares and moves them through the field
/// (`offset(from:to:)`, `position(from:offset:)`), never by reading them.
open class UITextPosition: NSObject {
    /// UTF-16 units from the start of the text.
    let offset: Int

    /// A position at the start of the text.
    public override init() {
        offset = 0
    }

    init(offset: Int) {
        self.offset = offset
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextPosition)?.offset == offset
    }

    open override var hash: Int { offset.hashValue }
}
