import Glibc

/// An animated approach to a resting offset, stepped by elapsed time; it lands exactly.
public enum ScrollMotion: Sendable {
    /// Exponential slowing from `from` to exactly `target`, begun at `start` (seconds), each
    /// millisecond keeping `rate` of the distance left: momentum whose end is known in advance.
    case deceleration(from: Double, target: Double, rate: Double, start: Double)
    /// A critically damped spring from `from` at `velocity` px/s to `target`, begun at `start`
    /// (seconds).
    case spring(from: Double, velocity: Double, target: Double, start: Double)

    /// The spring's angular frequency: it settles within 0.01 px well inside 500 ms.
    public static let springFrequency = 30.0
    /// The longest a spring runs before it is set exactly on its target.
    public static let springDuration = 0.5
    /// Momentum stops below this speed (px/s).
    public static let stopSpeed = 10.0

    /// Momentum from `offset` at `velocity` that ends exactly on `target`: the deceleration that
    /// keeps the starting speed when it is at least `rate`'s (a target short of the projection,
    /// as at the end of the range), else `rate` itself (a target past it, as the next group
    /// boundary). A target behind the motion gets a spring instead.
    public static func momentum(to target: Double, from offset: Double, velocity: Double, rate: DecelerationRate, now: Double) -> ScrollMotion {
        let distance = target - offset
        guard distance != 0, velocity != 0, (distance > 0) == (velocity > 0) else {
            return .spring(from: offset, velocity: velocity, target: target, start: now)
        }
        // Keeping k of the remaining distance per ms starts at speed (1 − k)·d per ms.
        let matched = 1 - velocity / 1000 / distance
        let keep = matched > 0 && matched <= rate.rawValue ? matched : rate.rawValue
        return .deceleration(from: offset, target: target, rate: keep, start: now)
    }

    /// Where the motion comes to rest.
    public var target: Double {
        switch self {
        case .deceleration(_, let target, _, _), .spring(_, _, let target, _): return target
        }
    }

    /// The offset and velocity at `now`, and whether the motion has landed (then exactly on target).
    public func state(at now: Double) -> (offset: Double, velocity: Double, done: Bool) {
        switch self {
        case .deceleration(let from, let target, let rate, let start):
            let ms = Swift.max(0, (now - start) * 1000)
            let left = (target - from) * pow(rate, ms)
            let velocity = left * (1 - rate) * 1000
            if abs(velocity) < Self.stopSpeed && abs(left) < 0.5 || abs(left) < 0.01 { return (target, 0, true) }
            return (target - left, velocity, false)
        case .spring(let from, let velocity0, let target, let start):
            let t = Swift.max(0, now - start)
            let w = Self.springFrequency
            let d = from - target
            let decay = exp(-w * t)
            let offset = target + (d + (velocity0 + w * d) * t) * decay
            let velocity = (velocity0 - (velocity0 + w * d) * w * t) * decay
            if t >= Self.springDuration || (abs(offset - target) < 0.01 && abs(velocity) < 1) { return (target, 0, true) }
            return (offset, velocity, false)
        }
    }
}
