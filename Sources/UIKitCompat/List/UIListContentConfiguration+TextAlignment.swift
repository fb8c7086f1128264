extension UIListContentConfiguration.TextProperties {
    /// Where lines of a list cell's text sit, as UIKit's
    /// `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Hashable, Sendable {
        /// At the edge the text starts from: the right for right-to-left text.
        case natural
        /// Centred.
        case center
        /// Spread to both edges: drawn as `natural` here.
        case justified
    }
}
