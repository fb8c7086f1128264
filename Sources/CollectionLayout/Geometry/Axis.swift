/// One of the two axes of the plane.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
