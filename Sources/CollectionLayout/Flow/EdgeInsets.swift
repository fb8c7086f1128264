/// Insets on the four edges of a rectangle named by screen side, as UIKit's `UIEdgeInsets`;
/// the flow layout's section insets use them.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets from each edge; zero where not given.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The inset at the low end of `axis` (left or top).
    public func low(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the high end of `axis` (right or bottom).
    public func high(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
    /// Both insets along `axis` together.
    public func total(_ axis: Axis) -> Double { low(axis) + high(axis) }
}

extension DirectionalEdgeInsets {
    /// These insets named by screen side, leading on the left: the flow layout solves left to
    /// right and is mirrored for a right-to-left interface.
    public var physical: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
