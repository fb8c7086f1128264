import Foundation

/// A swipe, as UIKit's `UISwipeGestureRecognizer`: button 1 moved at least 50 points along one
/// of its ``direction``s, mostly along it (the cross movement under half the distance), and let
/// go within half a second, recognises it once at the release.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Which way the swipe goes: right by default.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    /// How far along its direction a swipe goes, at least.
    static let distance: CGFloat = 50
    /// How long a swipe takes, at most, in seconds.
    static let duration = 0.5
    private var start: (point: CGPoint, time: Double)?

    override func pressBegan(at point: CGPoint, time: Double) -> Bool {
        guard isEnabled, numberOfTouchesRequired == 1 else { return false }
        start = (point, time)
        follow(point)
        return true
    }

    /// The direction the press moved in from its start, when it moves mostly along one axis.
    private func movement(to point: CGPoint) -> (direction: Direction, along: CGFloat, across: CGFloat)? {
        guard let start else { return nil }
        let dx = point.x - start.point.x, dy = point.y - start.point.y
        if abs(dx) >= abs(dy) { return (dx >= 0 ? .right : .left, abs(dx), abs(dy)) }
        return (dy >= 0 ? .down : .up, abs(dy), abs(dx))
    }

    override func pressMoved(to point: CGPoint, time: Double) -> PressClaim {
        guard let moved = movement(to: point) else { return .declined }
        follow(point)
        guard moved.along >= 10 else { return .undecided }
        // A drag the other way is not this swipe: the content beneath takes it.
        guard direction.contains(moved.direction), moved.across < moved.along / 2 else {
            start = nil
            return .declined
        }
        return .taken
    }

    override func pressEnded(at point: CGPoint, time: Double) -> Bool {
        defer { start = nil; state = .possible }
        guard let begun = start, let moved = movement(to: point), direction.contains(moved.direction),
              moved.along >= Self.distance, moved.across < moved.along / 2, time - begun.time <= Self.duration, mayBegin else { return false }
        follow(point)
        move(to: .ended)
        return true
    }
}
