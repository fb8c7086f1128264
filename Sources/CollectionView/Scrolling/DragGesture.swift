import CollectionLayout

/// A button-1 drag after it left the slop: which axis it locked to, and what it moves.
public struct DragGesture: Sendable {
    public enum Target: Hashable, Sendable {
        case main
        case orthogonal(section: Int)
    }

    public let target: Target
    /// The axis the pointer's motion is read along.
    public let axis: Axis
    /// The pointer where the drag locked, and the offset then.
    public let lockPoint: Point
    public let startOffset: Double
    public var tracker = VelocityTracker()

    public init(target: Target, axis: Axis, lockPoint: Point, startOffset: Double) {
        self.target = target
        self.axis = axis
        self.lockPoint = lockPoint
        self.startOffset = startOffset
    }

    /// The offset the pointer at `point` asks for: the content follows the pointer.
    public func rawOffset(at point: Point) -> Double {
        startOffset - (point[axis] - lockPoint[axis])
    }
}
