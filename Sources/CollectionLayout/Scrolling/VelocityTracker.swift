/// The pointer's velocity at release, from the samples of the last 100 ms timed by the X
/// server's event timestamps (not by when the events arrived).
public struct VelocityTracker: Sendable {
    /// How far back samples count.
    public static let window = 100.0
    /// A pointer that rested this long before release has no velocity.
    public static let restThreshold = 50.0

    private var samples: [(time: Double, position: Double)] = []

    /// A tracker with no samples.
    public init() {}

    /// Adds the position at `time` (milliseconds).
    public mutating func add(time: Double, position: Double) {
        samples.append((time, position))
        // Keep a little more than the window; older samples never count again.
        if let last = samples.last?.time { samples.removeAll { $0.time < last - Self.window * 2 } }
    }

    /// The time of the latest sample, if any: where a projection of the motion so far is taken.
    public var latestTime: Double? { samples.last?.time }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll() }

    /// Pixels per second at release `time`: the slope between the first and last samples of the
    /// last 100 ms; 0 when the pointer rested 50 ms or more before release, or moved once.
    public func velocity(at time: Double) -> Double {
        guard let last = samples.last, time - last.time < Self.restThreshold else { return 0 }
        let recent = samples.filter { $0.time >= time - Self.window }
        guard let first = recent.first, last.time > first.time else { return 0 }
        return (last.position - first.position) / (last.time - first.time) * 1000
    }
}
