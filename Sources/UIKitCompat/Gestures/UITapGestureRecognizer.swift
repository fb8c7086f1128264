import Foundation

/// A tap, as UIKit's `UITapGestureRecognizer`: a click on the view (or a view inside it that no
/// control takes) is a tap of one touch. Taps count toward ``numberOfTapsRequired`` while each
/// follows the last within 0.35 s and 45 points (docs/controls.md says where these come from); a tap
/// that comes too late, or none, fails the gesture. Two touches are never made by a click here,
/// so a recognizer asking for them does not recognise.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture: 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers make the gesture: 1 by default.
    open var numberOfTouchesRequired = 1
    /// How soon each tap must follow the last, in seconds (not public in UIKit; see docs/controls.md).
    static let maximumIntervalBetweenTaps = 0.35
    /// How far a tap may land from the last and still count with it, in points.
    static let allowableMovement: CGFloat = 45
    /// The taps counted so far, the last one's place and time.
    private var counted: (taps: Int, point: CGPoint, time: Double)?

    override var isCounting: Bool { counted != nil }

    override func recognizes(clickAt point: CGPoint) -> Bool {
        numberOfTouchesRequired == 1 && numberOfTapsRequired >= 1
    }

    /// Whether a click at `point` at `time` would be the next tap of the taps counted so far.
    func continuesCount(at point: CGPoint, time: Double?) -> Bool {
        guard let counted, let time else { return false }
        return time - counted.time <= Self.maximumIntervalBetweenTaps
            && hypot(point.x - counted.point.x, point.y - counted.point.y) <= Self.allowableMovement
    }

    /// A click that does not continue the taps counted so far (too late, too far) fails them
    /// first, as UIKit's timer or the touch's movement would have, and then begins a new count.
    override func offerClick(at point: CGPoint, time: Double?) -> ClickOffer {
        guard isEnabled, recognizes(clickAt: point) else { return .ignored }
        let taps = (continuesCount(at: point, time: time) ? counted?.taps ?? 0 : 0) + 1
        location = point
        guard taps < numberOfTapsRequired, let time else {
            counted = nil
            PendingGestures.stoppedCounting(self)
            return taps < numberOfTapsRequired ? .ignored : .complete
        }
        counted = (taps, point, time)
        PendingGestures.counted(self)
        return .counted
    }

    /// Whether the next tap is overdue at `now`.
    func isOverdue(at now: Double) -> Bool {
        counted.map { now - $0.time > Self.maximumIntervalBetweenTaps } ?? true
    }

    /// The next tap did not come in time: the gesture fails.
    func failCounting() {
        counted = nil
        fail()
    }
}
