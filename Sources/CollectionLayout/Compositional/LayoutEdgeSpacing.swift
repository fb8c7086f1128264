/// Space around an item inside its group, as UIKit's `NSCollectionLayoutEdgeSpacing`.
///
/// Along the group's axis the leading and trailing spacings (top and bottom in a vertical
/// group) keep the item away from its neighbours; flexible ones share the leftover space.
/// Across it they position the item inside the group's extent.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the leading edge, or nil for none.
    public var leading: LayoutSpacing?
    /// Space above the top edge, or nil for none.
    public var top: LayoutSpacing?
    /// Space after the trailing edge, or nil for none.
    public var trailing: LayoutSpacing?
    /// Space below the bottom edge, or nil for none.
    public var bottom: LayoutSpacing?

    /// Spacing around each edge; nil leaves an edge without.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing at the low end of `axis` (leading or top).
    func low(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing at the high end of `axis` (trailing or bottom).
    func high(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
