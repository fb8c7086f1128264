extension UITextField {
    /// The text with its attributes, as UIKit's: setting it sets ``text``, and ``font`` and
    /// ``textColor`` from its `.font` and `.foregroundColor` (the first run's, when they differ:
    /// a field here draws one style). Reading it gives the text with the field's font and colour.
    public var attributedText: NSAttributedString? {
        get { styledText }
        set { takeStyledText(newValue) }
    }

    /// The placeholder with its attributes, as UIKit's: its `.foregroundColor` colours the
    /// placeholder (a common way to lighten or darken it); the field's font draws it.
    public var attributedPlaceholder: NSAttributedString? {
        get {
            placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: placeholderColor ?? UIColor.placeholderText]) }
        }
        set {
            placeholderColor = newValue.flatMap { AttributedTextStyle($0, of: "UITextField").color }
            placeholder = newValue?.string
        }
    }
}
