import Foundation

/// A press on a button that has a menu but does not show it as its primary action: held still
/// for UIKit's long-press time, it opens the menu beside the button (the button is then
/// `isHeld` until the menu closes) and its release is no click, so the primary action is not
/// sent; let go sooner, it is a click as on any button.
final class ButtonMenuPress: PressTracking {
    /// How long the press is held before the menu opens, and how far it may move: a long press's
    /// defaults (``UILongPressGestureRecognizer``'s 0.5 s and 10 points).
    static let duration = 0.5
    static let allowableMovement: CGFloat = 10

    let button: UIButton
    private let root: UIView
    private let start: (point: CGPoint, time: Double)
    private var opened = false
    private var moved = false

    init?(_ button: UIButton, at point: CGPoint, in root: UIView, time: Double) {
        guard button.menu != nil, !button.showsMenuAsPrimaryAction, button.isEnabled else { return nil }
        self.button = button
        self.root = root
        start = (point, time)
    }

    func moved(to point: CGPoint, time: Double) -> PressClaim {
        if opened { return .taken }
        if hypot(point.x - start.point.x, point.y - start.point.y) > Self.allowableMovement { moved = true }
        return moved ? .declined : .undecided
    }

    func held(now: Double) -> Bool {
        guard !opened, !moved, now - start.time >= Self.duration, let menu = button.menu else { return false }
        opened = true
        button.isHeld = true
        MenuRequests.request(menu, from: button)
        return true
    }

    func ended(at point: CGPoint, time: Double) -> Bool { opened }

    var isWaiting: Bool { !opened && !moved }
}
