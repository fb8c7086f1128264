/// A line drawn just inside an element's edge.
public struct Border: Hashable, Sendable {
    /// The line's colour.
    public var color: Color
    /// The line's width in points.
    public var width: Double

    /// A `width`-point line of `color`.
    public init(color: Color, width: Double = 1) {
        self.color = color
        self.width = width
    }
}
