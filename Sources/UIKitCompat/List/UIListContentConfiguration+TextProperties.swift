extension UIListContentConfiguration {
    /// How a list cell's text or secondary text is drawn, as UIKit's
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// The text's font.
        public var font: UIFont
        /// The text's colour.
        public var color: UIColor
        /// How lines sit across the cell; `justified` is drawn as `natural`.
        public var alignment: TextAlignment
        /// The most lines the text wraps to; 0 for as many as it needs.
        public var numberOfLines: Int
        /// Whether a text style's font follows the text size (true, UIKit's default): the cell is
        /// made afresh as it is shown, so its style's font is at the shown size. False keeps a
        /// text style's font at its Large size, as a font that does not adjust stays put in UIKit
        /// until it is set again.
        public var adjustsFontForContentSizeCategory = true

        init(font: UIFont, color: UIColor, numberOfLines: Int = 1) {
            self.font = font
            self.color = color
            self.alignment = .natural
            self.numberOfLines = numberOfLines
        }
    }
}
