/// Insets named by screen side, as UIKit's `UIEdgeInsets`; the compositional layout takes
/// ``NSDirectionalEdgeInsets``, which these convert to in left-to-right text.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()

    /// The same insets by reading direction: left is leading, as the layouts here are drawn
    /// left to right.
    public var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
