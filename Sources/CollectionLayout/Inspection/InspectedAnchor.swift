/// How a supplementary hangs on its item or group: the points of `LayoutAnchor` placed in
/// content coordinates.
public struct InspectedAnchor: Hashable, Sendable {
    /// The frame the supplementary is anchored to: the item's cell, or the group's frame.
    public var containerFrame: Rect
    /// The container anchor's point on `containerFrame`, before its offset.
    public var containerPoint: Point
    /// Where the supplementary's own anchor point lands: `containerPoint` moved by `offset`.
    public var itemPoint: Point
    /// The container anchor's offset in points (a fractional one resolved against the
    /// supplementary's size).
    public var offset: Point

    /// An anchor from `containerPoint` moved by `offset` to `itemPoint`, on `containerFrame`.
    public init(containerFrame: Rect, containerPoint: Point, itemPoint: Point, offset: Point) {
        self.containerFrame = containerFrame
        self.containerPoint = containerPoint
        self.itemPoint = itemPoint
        self.offset = offset
    }
}
