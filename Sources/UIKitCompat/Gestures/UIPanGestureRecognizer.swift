import Foundation

/// A drag, as UIKit's `UIPanGestureRecognizer`: button 1 moved 10 points from where it went
/// down begins it (and the content beneath does not scroll), each move changes it, and the
/// release ends it. ``translation(in:)`` and ``velocity(in:)`` follow the pointer.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// How far a press moves before the pan begins: 10 points, as UIKit's hysteresis.
    static let slop: CGFloat = 10
    private var start: CGPoint?
    /// Where the pointer is, in the window's coordinates.
    private var current = CGPoint.zero
    /// Where the translation counts from (moved by `setTranslation`), in the window's coordinates.
    private var origin = CGPoint.zero
    private var samples: [(point: CGPoint, time: Double)] = []

    /// How far the drag has moved since it began (or since `setTranslation`), in points.
    open func translation(in view: UIView?) -> CGPoint {
        guard state == .began || state == .changed || state == .ended else { return .zero }
        return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    }

    /// Makes the translation `translation` where the pointer is now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    }

    /// How fast the pointer moves, in points a second, over the last 100 ms.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time else { return .zero }
        let elapsed = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / elapsed, y: (last.point.y - first.point.y) / elapsed)
    }

    override func pressBegan(at point: CGPoint, time: Double) -> Bool {
        guard isEnabled, minimumNumberOfTouches <= 1 else { return false }
        start = point
        current = point
        follow(point)
        samples = [(point, time)]
        return true
    }

    override func pressMoved(to point: CGPoint, time: Double) -> PressClaim {
        guard let start else { return .declined }
        current = point
        follow(point)
        samples.append((point, time))
        samples.removeAll { time - $0.time > 0.2 }
        if state == .began || state == .changed {
            move(to: .changed)
            return .taken
        }
        guard hypot(point.x - start.x, point.y - start.y) >= Self.slop else { return .undecided }
        guard mayBegin else {
            self.start = nil
            return .declined
        }
        origin = start
        move(to: .began)
        return .taken
    }

    override func pressEnded(at point: CGPoint, time: Double) -> Bool {
        defer { start = nil; state = .possible }
        guard state == .began || state == .changed else { return false }
        current = point
        follow(point)
        move(to: .ended)
        return true
    }
}
