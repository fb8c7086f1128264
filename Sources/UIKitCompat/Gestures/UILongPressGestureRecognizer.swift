import Foundation

/// A press held, as UIKit's `UILongPressGestureRecognizer`: button 1 held within
/// ``allowableMovement`` for ``minimumPressDuration`` begins it; moves then change it, and the
/// release ends it. Moving too far first fails it, and the content beneath scrolls.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press is held before it begins: 0.5 s, as in UIKit.
    open var minimumPressDuration: Double = 0.5
    /// How far the touch may move and still be a press: 10 points, as in UIKit.
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    private var pressStart: (point: CGPoint, time: Double)?

    override func pressBegan(at point: CGPoint, time: Double) -> Bool {
        guard isEnabled, numberOfTapsRequired == 0, numberOfTouchesRequired == 1 else { return false }
        pressStart = (point, time)
        follow(point)
        return true
    }

    override func pressMoved(to point: CGPoint, time: Double) -> PressClaim {
        guard let start = pressStart else { return .declined }
        follow(point)
        if state == .began || state == .changed {
            move(to: .changed)
            return .taken
        }
        if hypot(point.x - start.point.x, point.y - start.point.y) > allowableMovement {
            pressStart = nil
            return .declined
        }
        return .undecided
    }

    override func pressHeld(now: Double) -> Bool {
        guard let start = pressStart, state == .possible, now - start.time >= minimumPressDuration else { return false }
        guard mayBegin else {
            pressStart = nil
            return false
        }
        move(to: .began)
        return true
    }

    override func pressEnded(at point: CGPoint, time: Double) -> Bool {
        defer { pressStart = nil; state = .possible }
        guard state == .began || state == .changed else { return false }
        follow(point)
        move(to: .ended)
        return true
    }

    /// Whether a press is held and the gesture has not begun: time must keep coming.
    var isWaiting: Bool { pressStart != nil && state == .possible }
}
