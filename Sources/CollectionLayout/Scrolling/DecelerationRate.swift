/// How fast free scrolling slows: the factor velocity keeps per millisecond, as
/// `UIScrollView.DecelerationRate`.
public enum DecelerationRate: Double, Sendable {
    /// Free scrolling, as a list's.
    case normal = 0.998
    /// Paging, which slows quickly.
    case fast = 0.99

    /// Where free momentum from `offset` at `velocity` px/s would stop:
    /// `P = x + (v / 1000) · r / (1 − r)`.
    public func projection(from offset: Double, velocity: Double) -> Double {
        offset + velocity / 1000 * rawValue / (1 - rawValue)
    }
}
