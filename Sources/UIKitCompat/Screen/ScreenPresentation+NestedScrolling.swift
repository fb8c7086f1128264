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
        reachesScrollViews(at: point) && nestedScrollers.scrollWheel(dx: dx, dy: dy, shift: shift, at: point, now: now)
    }

    public func nestedPointerPressed(at point: Point, time: Double, now: Double) -> Bool {
        pressTracker = pressTracker(at: point, time: now)
        if pressTracker != nil { return true }
        return contextMenu == nil && reachesScrollViews(at: point) && nestedScrollers.pointerPressed(at: point, time: time, now: now)
    }

    /// Whether the pointer at `point` is over the content of a scroll view rather than a view in
    /// front of it (a bar over a row, a button beside a list).
    func reachesScrollViews(at point: Point) -> Bool {
        let spot = CGPoint(x: point.x, y: point.y)
        let root = topView, rootFrame = topFrame
        // The screens beneath a sheet do not scroll.
        guard rootFrame.contains(spot) else { return false }
        if let collectionView {
            if let front = frontView(at: spot, in: root, toward: collectionView, origin: topOrigin) { return Self.isInScrollView(front) }
            if collectionViewFrame?.contains(spot) == true { return true }
        }
        guard let hit = Self.deepestView(at: spot, in: root, frame: rootFrame, skipping: collectionView) else { return true }
        return Self.isInScrollView(hit)
    }

    private static func isInScrollView(_ view: UIView) -> Bool {
        sequence(first: view, next: { $0.superview }).contains { $0 is UIScrollView }
    }

    public func nestedPointerMoved(to point: Point, time: Double, now: Double) -> NestedPointerClaim {
        if let tracker = pressTracker {
            switch tracker.moved(to: rootPoint(point), time: now) {
            case .taken: return .taken
            case .undecided: return .undecided
            case .declined: pressTracker = nil; return .declined
            }
        }
        return nestedScrollers.pointerMoved(to: point, time: time, now: now)
    }

    public func nestedPointerReleased(at point: Point, time: Double, now: Double) -> Bool {
        if let tracker = pressTracker {
            pressTracker = nil
            return tracker.ended(at: rootPoint(point), time: now)
        }
        return nestedScrollers.pointerReleased(at: point, time: time, now: now)
    }

    /// `point` on the screen in the top screen's root view's coordinates.
    private func rootPoint(_ point: Point) -> CGPoint {
        CGPoint(x: point.x - Double(topOrigin.x), y: point.y - Double(topOrigin.y))
    }

    public func stepNested(now: Double) -> Bool {
        let indicatorsShown = nestedScrollers.indicators.step(to: now)
        let turned = spinnerShown && ActivityIndicators.advance(to: now)
        let blinked = isEditingText && TextInputFocus.advance(to: now)
        let held = pressTracker?.held(now: now) == true
        // A tap whose next tap never came fails, and a single tap waiting on it recognises.
        let tapped = PendingGestures.isWaiting && PendingGestures.advance(to: now)
        // A button's menu a long press asked for opens beside the button.
        if held, let press = pressTracker as? ButtonMenuPress {
            heldButton = press.button
            openRequestedMenu(origin: topOrigin)
        }
        let returning = stepSheetReturn(now: now)
        let spun = turned || blinked || held || tapped || indicatorsShown || returning
        var scrolled = nestedScrollers.step(now: now) || spun
        // A press held still on an item of a collection view in a cell opens the item's menu.
        if contextMenu == nil, let (menu, anchor) = nestedScrollers.takeHeldMenu() { scrolled = openContextMenu(menu, anchor: anchor) || scrolled }
        let presenting = stepPresentationTransition(now: now)
        guard var sliding = slide else { return scrolled || presenting }
        if sliding.step(now: now) {
            slide = sliding
        } else {
            finishSlide()
        }
        return true
    }

    /// Ends a push or a pop under way at once: the bar shows only the top item, and the screens
    /// hear they did appear and disappear.
    func finishSlide() {
        guard let sliding = slide else { return }
        slide = nil
        sliding.bar?.endCrossFade()
        endTransitionDrawing()
        sliding.finish()
    }

    /// Moves a presentation or a dismissal under way; once it is over, the controllers hear
    /// their `viewDid…` and the completion runs. True while it was drawn moving.
    private func stepPresentationTransition(now: Double) -> Bool {
        guard var transition = presentationTransition else { return false }
        if transition.step(now: now) {
            presentationTransition = transition
        } else {
            finishPresentationTransition()
        }
        return true
    }

    public var nestedScrollIsAnimating: Bool {
        nestedScrollers.isAnimating || slide != nil || presentationTransition != nil || sheetReturn != nil || pressTracker?.isWaiting == true
            || PendingGestures.isWaiting || nestedScrollers.indicators.isShowing
    }

    /// Whether a spinner turns or a caret blinks: frames keep coming, though nothing comes to rest.
    public var runsIndefiniteAnimation: Bool { spinnerShown || isEditingText }

    /// Whether a turning spinner is on screen: in the top screen's views, a cell shown, or the
    /// refresh control.
    private var spinnerShown: Bool {
        ActivityIndicators.shown(in: [topView] + (collectionView?.visibleCells ?? []) + [collectionView?.refreshControl].compactMap { $0 })
    }

    public var hasRequestedScroll: Bool { collectionView?.pendingScroll != nil }

    public func takeRequestedScroll() -> RequestedScroll? { collectionView?.takePendingScroll() }

    public func collectionViewDidEndScrollingAnimation() {
        collectionView?.noteDidEndScrollingAnimation()
    }
}
