import CollectionLayout
import CollectionView

/// The scroll views inside the screen's views — beside its collection view, in its cells — each
/// scrolled by the wheel and drags under the pointer, with the screen's collection view taking
/// what none of them scrolls.
extension ScreenPresentation {
    public func drawingFrame(_ body: () -> Void) {
        nestedScrollers.drawingFrame(body)
    }

    public func nestedScrollWheel(dx: Double, dy: Double, shift: Bool, at point: Point, now: Double) -> Bool {
        nestedScrollers.scrollWheel(dx: dx, dy: dy, shift: shift, at: point, now: now)
    }

    public func nestedPointerPressed(at point: Point, time: Double, now: Double) -> Bool {
        nestedScrollers.pointerPressed(at: point, time: time, now: now)
    }

    public func nestedPointerMoved(to point: Point, time: Double, now: Double) -> NestedPointerClaim {
        nestedScrollers.pointerMoved(to: point, time: time, now: now)
    }

    public func nestedPointerReleased(at point: Point, time: Double, now: Double) -> Bool {
        nestedScrollers.pointerReleased(at: point, time: time, now: now)
    }

    public func stepNested(now: Double) -> Bool {
        nestedScrollers.step(now: now)
    }

    public var nestedScrollIsAnimating: Bool { nestedScrollers.isAnimating }
}
