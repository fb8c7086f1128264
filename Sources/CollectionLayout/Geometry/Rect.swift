/// An axis-aligned rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with its top-left corner at `x`, `y`, `width` wide and `height` tall.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The low edge along `axis` (minX or minY).
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// The high edge along `axis` (maxX or maxY).
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// True when the rectangles overlap with positive area; a rectangle of zero width or height
    /// overlaps what it touches, so empty elements are still found by a query.
    public func intersects(_ other: Rect) -> Bool {
        Rect.overlaps(minX, maxX, other.minX, other.maxX) && Rect.overlaps(minY, maxY, other.minY, other.maxY)
    }

    static func overlaps(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> Bool {
        if aMin == aMax || bMin == bMax { return aMin <= bMax && bMin <= aMax }
        return aMin < bMax && bMin < aMax
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle moved by `delta` along `axis`.
    public func offset(along axis: Axis, by delta: Double) -> Rect {
        axis == .horizontal ? offsetBy(dx: delta, dy: 0) : offsetBy(dx: 0, dy: delta)
    }

    /// The rectangle shrunk by `insets` (leading = left; layouts here are left-to-right).
    public func inset(by insets: DirectionalEdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
    }

    /// True when `point` lies inside, the minimum edges included and the maximum ones not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of the two rectangles; nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The origin and size in parentheses, as `(0.0, 44.0, 375.0, 44.0)`: x, y, width, height.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
