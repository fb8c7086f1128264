import CollectionLayout

/// A button-1 drag after it left the slop: which axis it locked to, and what it moves.
public struct DragGesture: Sendable {
    /// What a drag scrolls.
    public enum Target: Hashable, Sendable {
        /// The main axis.
        case main
        /// One orthogonal section.
        case orthogonal(section: Int)
        /// A list row pulled sideways to show its swipe actions.
        case rowSwipe(IndexPath)
    }

    /// What the drag scrolls.
    public let target: Target
    /// The axis the pointer's motion is read along.
    public let axis: Axis
    /// The pointer where the drag locked, and the offset then.
    public let lockPoint: Point
    /// The offset when the drag locked.
    public let startOffset: Double
    /// How the offset moves content on screen: 1 against the offset (left or up), -1 with it
    /// (an orthogonal section of a right-to-left layout).
    public let sign: Double
    /// The pointer's samples, for the velocity at release.
    public var tracker = VelocityTracker()

    /// A drag of `target` along `axis`, locked at `lockPoint` with the offset at `startOffset`,
    /// over content that moves as `sign` says.
    public init(target: Target, axis: Axis, lockPoint: Point, startOffset: Double, sign: Double = 1) {
        self.target = target
        self.axis = axis
        self.lockPoint = lockPoint
        self.startOffset = startOffset
        self.sign = sign
    }

    /// The offset the pointer at `point` asks for: the content follows the pointer.
    public func rawOffset(at point: Point) -> Double {
        startOffset - sign * (point[axis] - lockPoint[axis])
    }

    /// The offset's velocity the pointer's gives at event `time`: the content moves with it.
    public func offsetVelocity(at time: Double) -> Double {
        -sign * tracker.velocity(at: time)
    }
}
