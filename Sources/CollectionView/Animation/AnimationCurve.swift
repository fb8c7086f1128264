/// A timing curve as Core Animation defines one: a cubic Bézier from (0, 0) to (1, 1) through
/// two control points, giving the progress of a value for the progress of time.
public struct AnimationCurve: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// The curve through control points (x1, y1) and (x2, y2), each coordinate within 0...1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Core Animation's `easeInEaseOut`, the curve of UIKit's batch updates.
    public static let easeInEaseOut = AnimationCurve(0.42, 0, 0.58, 1)
    /// Constant speed.
    public static let linear = AnimationCurve(0, 0, 1, 1)

    /// The value's progress when `time` (0...1, clamped) of the duration has passed.
    public func progress(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        guard t > 0, t < 1 else { return t }
        // Find the curve parameter whose x is `t` (x grows with the parameter), then its y.
        var low = 0.0, high = 1.0, parameter = t
        for _ in 0..<30 {
            let x = Self.bezier(parameter, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { low = parameter } else { high = parameter }
            parameter = (low + high) / 2
        }
        return Self.bezier(parameter, y1, y2)
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }
}
