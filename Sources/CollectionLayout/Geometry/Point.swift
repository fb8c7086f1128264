/// A location in points (1 point = 1 pixel), with y growing downwards as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing down.
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// The point moved by `delta` along `axis`.
    public func offset(along axis: Axis, by delta: Double) -> Point {
        axis == .horizontal ? Point(x: x + delta, y: y) : Point(x: x, y: y + delta)
    }

    /// The coordinates in parentheses, as `(10.0, 20.0)`.
    public var description: String { "(\(x), \(y))" }
}
