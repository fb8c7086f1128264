extension UIView {
    /// How a view's content (an image view's image) fills its bounds, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds, its aspect ratio lost.
        case scaleToFill
        /// As large as fits inside the bounds, its aspect ratio kept; the rest left clear.
        case scaleAspectFit
        /// As small as covers the bounds, its aspect ratio kept; what sticks out is cut off when
        /// the view clips to its bounds.
        case scaleAspectFill
        /// Drawn again at the new size (here as `scaleToFill`).
        case redraw
        /// At its own size, centred.
        case center
        /// At its own size, against the top edge.
        case top
        /// At its own size, against the bottom edge.
        case bottom
        /// At its own size, against the left edge.
        case left
        /// At its own size, against the right edge.
        case right
        /// At its own size, in the top left corner.
        case topLeft
        /// At its own size, in the top right corner.
        case topRight
        /// At its own size, in the bottom left corner.
        case bottomLeft
        /// At its own size, in the bottom right corner.
        case bottomRight
    }
}
