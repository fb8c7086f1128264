extension UILabel {
    /// The text with its attributes, as UIKit's `attributedText`: setting it sets ``text``, and
    /// ``font`` and ``textColor`` from its `.font` and `.foregroundColor`. A label here draws one
    /// font and one colour: when the runs differ, the first run's are drawn and one line on
    /// standard error says so. Reading it gives the text with the label's font and colour.
    public var attributedText: NSAttributedString? {
        get { styledText }
        set { takeStyledText(newValue) }
    }
}
