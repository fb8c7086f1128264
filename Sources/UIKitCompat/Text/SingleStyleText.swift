/// A view that draws its text in one font and one colour (a label, a text field), and so takes an
/// attributed string's first run's style: what `attributedText` sets on both.
protocol SingleStyleText: AnyObject {
    var text: String? { get set }
    var styleFont: UIFont? { get set }
    var styleColor: UIColor? { get set }
}

extension SingleStyleText {
    /// The text with the view's font and colour as attributes.
    var styledText: NSAttributedString? {
        text.map { NSAttributedString(string: $0, attributes: [.font: styleFont as Any, .foregroundColor: styleColor as Any]) }
    }

    /// Takes `string`'s text, and its first run's font and colour where it has them.
    func takeStyledText(_ string: NSAttributedString?) {
        guard let string else {
            text = nil
            return
        }
        let style = AttributedTextStyle(string, of: String(describing: type(of: self)))
        if let font = style.font { styleFont = font }
        if let color = style.color { styleColor = color }
        text = string.string
    }
}

extension UILabel: SingleStyleText {
    var styleFont: UIFont? {
        get { font }
        set { font = newValue }
    }
    var styleColor: UIColor? {
        get { textColor }
        set { textColor = newValue }
    }
}

extension UITextField: SingleStyleText {
    var styleFont: UIFont? {
        get { font }
        set { font = newValue }
    }
    var styleColor: UIColor? {
        get { textColor }
        set { textColor = newValue }
    }
}
