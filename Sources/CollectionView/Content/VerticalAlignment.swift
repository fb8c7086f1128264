/// Where a stack of labels sits within an element's height.
public enum VerticalAlignment: String, Hashable, Sendable {
    /// Against the top padding.
    case top
    /// Centred between the paddings.
    case center
    /// Against the bottom padding.
    case bottom
}
