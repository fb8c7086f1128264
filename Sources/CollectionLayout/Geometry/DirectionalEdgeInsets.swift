/// Insets on the four edges of a rectangle, named by reading direction as UIKit's
/// `NSDirectionalEdgeInsets` (leading is the left edge in the left-to-right layouts drawn here).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge.
    public var trailing: Double

    /// Insets from each edge; zero where not given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets()

    /// The inset at the low end of `axis` (leading or top).
    public func low(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset at the high end of `axis` (trailing or bottom).
    public func high(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    /// Both insets along `axis` together.
    public func total(_ axis: Axis) -> Double { low(axis) + high(axis) }

    /// These insets and `other`'s added edge by edge.
    public func adding(_ other: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top + other.top, leading: leading + other.leading,
                              bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }

    /// These insets with the two edges along `axis` set to zero.
    public func zeroing(_ axis: Axis) -> DirectionalEdgeInsets {
        var copy = self
        if axis == .horizontal { copy.leading = 0; copy.trailing = 0 } else { copy.top = 0; copy.bottom = 0 }
        return copy
    }
}
