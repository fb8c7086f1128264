import Foundation

/// Something that recognises a gesture on a view and sends its actions, as UIKit's
/// `UIGestureRecognizer`: targets and selectors (or a closure-free target–action through the
/// `--swift` rewrite of `@objc` methods), a state, the view it is attached to, and a delegate
/// that may refuse it.
///
/// Which gestures are recognised in the window, from button 1 on the view or a view inside it
/// (not inside a collection view's cells): a tap (one tap, one touch) from a click no control
/// takes; a long press held still; a pan dragged past 10 points; a swipe let go 50 points along
/// its direction.
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognising, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture recognised: the same as `ended`, as in UIKit.
        public static let recognized = State.ended
    }

    /// The view it is attached to.
    open internal(set) weak var view: UIView?
    /// Whether it recognises.
    open var isEnabled = true
    /// Where it is in recognising; `.ended` while its actions run for a tap.
    open internal(set) var state: State = .possible
    /// Asked whether to begin and whether to receive a touch.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the touches it recognises are cancelled in the view (kept; clicks are not touches here).
    open var cancelsTouchesInView = true
    /// The recognizer's name, for debugging.
    open var name: String?
    private var targets: [(target: TargetBox, action: Selector)] = []
    /// The recognizers that must fail before this one recognises.
    private var failureRequirements: [TargetBox] = []
    /// Those its delegate, or theirs, made it wait for in the click under way
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`), until it recognises or fails.
    private var delegatedRequirements: [TargetBox] = []
    /// Where the gesture was, in the attached view's coordinates.
    var location = CGPoint.zero

    private final class TargetBox {
        weak var target: AnyObject?
        init(_ target: AnyObject?) { self.target = target }
    }

    /// A recognizer sending `action` to `target` when it recognises.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as Any, action: action) }
    }

    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Also sends `action` to `target`.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((TargetBox(target as AnyObject), action))
    }

    /// Stops sending `action` (any, when nil) to `target` (any, when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targets.removeAll { (object == nil || $0.target.target === object) && (action == nil || $0.action == action) }
    }

    /// Where the gesture was in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view else { return location }
        return view.map { $0.convert(attached.convert(location, to: nil), from: nil) } ?? attached.convert(location, to: nil)
    }

    /// How many touches the gesture has: one for a click.
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    /// Whether a click at `point` (the attached view's coordinates) is this recognizer's gesture.
    func recognizes(clickAt point: CGPoint) -> Bool { false }

    /// A click at `point` (the attached view's coordinates) at `time` (seconds; nil when no
    /// clock runs, and no click follows another): what it is to this recognizer.
    func offerClick(at point: CGPoint, time: Double?) -> ClickOffer {
        guard isEnabled, recognizes(clickAt: point) else { return .ignored }
        location = point
        return .complete
    }

    /// Makes this recognizer wait, once its gesture is complete, until `otherGestureRecognizer`
    /// fails, and fail when that one recognises: a single tap that must not fire on the first
    /// tap of a double tap, as UIKit's `require(toFail:)`.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self, !requiresFailure(of: otherGestureRecognizer) else { return }
        failureRequirements.append(TargetBox(otherGestureRecognizer))
    }

    /// Whether this recognizer waits for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        (failureRequirements + delegatedRequirements).contains { $0.target === other }
    }

    /// Asks both delegates whether this recognizer waits for `other` to fail in this click, as
    /// UIKit asks for each pair of recognizers a touch reaches, and remembers the answer.
    func askDelegates(aboutWaitingFor other: UIGestureRecognizer) {
        guard other !== self, !requiresFailure(of: other) else { return }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
            delegatedRequirements.append(TargetBox(other))
        }
    }

    /// Whether a recognizer this one requires to fail may still recognise.
    var waitsForFailure: Bool {
        (failureRequirements + delegatedRequirements).contains { ($0.target as? UIGestureRecognizer)?.isCounting == true }
    }

    /// Whether it has counted part of its gesture and waits for the rest (a tap of a double tap).
    var isCounting: Bool { false }

    /// Its gesture is complete: it recognises now, or once those it requires to fail have failed.
    func recognize() {
        if waitsForFailure {
            PendingGestures.deferRecognition(self)
        } else {
            recognizeNow()
        }
    }

    /// Recognises, when the delegate lets it begin, and sends its actions; else it fails.
    func recognizeNow() {
        guard mayBegin else {
            fail()
            return
        }
        delegatedRequirements = []
        move(to: .ended)
        state = .possible
        PendingGestures.recognized(self)
    }

    /// Fails without sending actions, as UIKit's recognizers do, and back to possible — its
    /// delegate refused it, or one it waited on recognised; those waiting for it to fail may
    /// recognise now.
    func fail() {
        delegatedRequirements = []
        state = .failed
        state = .possible
        PendingGestures.failed(self)
    }

    /// Moves to `next` and sends the actions, as UIKit does at each change of a recognised
    /// gesture: began, changed, ended (or cancelled).
    func move(to next: State) {
        state = next
        for (box, action) in targets {
            SelectorDispatch.send(action, to: box.target, from: self)
        }
    }

    /// Whether the delegate lets the gesture begin.
    var mayBegin: Bool { isEnabled && delegate?.gestureRecognizerShouldBegin(self) != false }

    /// Follows a press to `point` in the window's coordinates, which stay put while the attached
    /// view moves (a panned card): where the gesture is, in the attached view's.
    func follow(_ point: CGPoint) {
        location = view.map { $0.convert(point, from: nil) } ?? point
    }

    /// A press at `point` (the window's coordinates) at `time` (seconds) that this recognizer
    /// follows; false when it does not (a tap recognizer takes clicks instead).
    func pressBegan(at point: CGPoint, time: Double) -> Bool { false }
    /// The press moved: whether the gesture has the drag now (the content beneath does not scroll).
    func pressMoved(to point: CGPoint, time: Double) -> PressClaim { .declined }
    /// Time passed with the press held still: true when the gesture changed (a long press began).
    func pressHeld(now: Double) -> Bool { false }
    /// The press ended at `point`: true when the gesture took it (it is not a click then).
    func pressEnded(at point: CGPoint, time: Double) -> Bool { false }
}

/// What a press is to a recognizer following it.
enum PressClaim {
    /// Not decided yet.
    case undecided
    /// The gesture has the drag.
    case taken
    /// Not this recognizer's gesture.
    case declined
}

/// What a recognizer asks its delegate, as UIKit's `UIGestureRecognizerDelegate`.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
