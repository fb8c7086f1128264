extension UIListContentConfiguration.TextProperties {
    /// Where lines of a list cell's text sit, as UIKit's
    /// `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Hashable, Sendable {
        /// At the leading edge.
        case natural
        /// Centred.
        case center
        /// Spread to both edges: drawn at the leading edge here.
        case justified
    }
}
