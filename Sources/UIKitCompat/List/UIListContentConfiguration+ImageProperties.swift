extension UIListContentConfiguration {
    /// How a list cell's image is drawn, as UIKit's `UIListContentConfiguration.ImageProperties`:
    /// here its tint, the colour of the glyph standing for a system symbol.
    public struct ImageProperties: Hashable, Sendable {
        /// The glyph's colour; nil takes the tint colour, system blue.
        public var tintColor: UIColor?

        init(tintColor: UIColor? = nil) {
            self.tintColor = tintColor
        }
    }
}
