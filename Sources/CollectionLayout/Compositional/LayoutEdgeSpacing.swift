/// Space around an item inside its group, as UIKit's `NSCollectionLayoutEdgeSpacing`.
///
/// Along the group's axis the leading and trailing spacings (top and bottom in a vertical
/// group) keep the item away from its neighbours; flexible ones share the leftover space.
/// Across it they position the item inside the group's extent.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

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
