/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The extent along the horizontal axis.
    public var width: Double
    /// The extent along the vertical axis.
    public var height: Double

    /// A size `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent either way.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Width by height, as `375.0x667.0`.
    public var description: String { "\(width)x\(height)" }
}
