import CollectionLayout
import CollectionView

/// The scroll views a screen drew inside its views in its last frame, where they lay on the
/// screen, and the pointer's dealings with them: a wheel or a drag goes to the innermost one
/// under the pointer that scrolls the way it moves, and otherwise on outwards to the screen's
/// collection view — as UIKit's nested scroll views share a pan.
final class NestedScrollers {
    /// The scrollers of the frame being drawn, while it is drawn.
    @TaskLocal static var drawing: UncheckedSendableBox<NestedScrollers>?

    /// The scrollers of the last frame, back to front, with their frames on the screen.
    private var shown: [(scroller: NestedScroller, frame: Rect)] = []
    private var drawingNow: [(scroller: NestedScroller, frame: Rect)] = []
    /// Where the canvas being drawn on lies on the screen: moved by each scroller drawing its content.
    private var origin = Point(x: 0, y: 0)
    /// The press under way: the scrollers under it, innermost first, and the one that took it.
    private var press: (point: Point, candidates: [(scroller: NestedScroller, frame: Rect)], taken: (NestedScroller, Rect)?)?
    /// The scrollers a wheel or a drag moved, until they come to rest.
    private var moving: [ObjectIdentifier: NestedScroller] = [:]
    /// When each scroll view last moved, for its indicators.
    let indicators = ScrollIndicatorClock()

    /// Draws a frame: the scrollers drawn in `body` are the ones the pointer finds next.
    func drawingFrame(_ body: () -> Void) {
        drawingNow = []
        origin = Point(x: 0, y: 0)
        Self.$drawing.withValue(UncheckedSendableBox(self)) { body() }
        shown = drawingNow
    }

    /// `scroller` was drawn at `rect` on the canvas being drawn on: draws its content there, the
    /// scrollers inside it placed through it.
    func draw(_ scroller: NestedScroller, in rect: Rect, on canvas: any Canvas, measurer: any TextMeasuring) {
        let onScreen = Rect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.width, height: rect.height)
        drawingNow.append((scroller, onScreen))
        let outer = origin
        origin = Point(x: onScreen.minX, y: onScreen.minY)
        scroller.draw(in: rect, on: canvas, measurer: measurer)
        origin = outer
        if let scrollView = scroller.scrollView {
            scroller.syncContentSize()
            scroller.screen.bounces = scrollView.bounces
            drawIndicators(of: scrollView, scrolling: scroller.screen.isScrollingMain, in: rect, on: canvas, measurer: measurer)
        }
    }

    /// Draws `scrollView`'s indicators over its content, its bounds at `rect` on the canvas.
    func drawIndicators(of scrollView: UIScrollView, scrolling: Bool, in rect: Rect, on canvas: any Canvas, measurer: any TextMeasuring) {
        indicators.note(scrollView, scrolling: scrolling)
        indicators.draw(scrollView, in: rect, renderer: ViewRenderer(canvas: canvas, measurer: measurer),
                        appearance: scrollView.traitCollection.userInterfaceStyle.userInterfaceStyle)
    }

    /// The scrollers under `point`, innermost (last drawn) first.
    private func scrollers(at point: Point) -> [(scroller: NestedScroller, frame: Rect)] {
        shown.reversed().filter { $0.frame.contains(point) && $0.scroller.scrollView != nil }
    }

    private static func local(_ point: Point, in frame: Rect) -> Point {
        Point(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    // MARK: The wheel

    /// A wheel at `point`: the innermost scroller under it that scrolls along the wheel's axis takes it.
    func scrollWheel(dx: Double, dy: Double, shift: Bool, at point: Point, now: Double) -> Bool {
        let axis: Axis = dx != 0 || shift ? .horizontal : .vertical
        guard dx != 0 || dy != 0,
              let (scroller, frame) = scrollers(at: point).first(where: { $0.scroller.scrolls(along: axis, at: Self.local(point, in: $0.frame)) })
        else { return false }
        scroller.screen.scrollWheel(dx: dx, dy: dy, shift: shift, at: Self.local(point, in: frame), now: now)
        moving[ObjectIdentifier(scroller)] = scroller
        return true
    }

    // MARK: Context menus

    /// A right-click at `point`: the menu of the item under it in the innermost collection view
    /// there whose delegate gives one, beside the item on the screen.
    func secondaryClick(at point: Point) -> (menu: UIMenu, anchor: CGRect)? {
        for (scroller, frame) in scrollers(at: point) {
            let local = Self.local(point, in: frame)
            guard scroller.screen.item(at: local) != nil, let chrome = scroller.chrome else { continue }
            scroller.screen.secondaryClick(at: local)
            if let opened = chrome.takeRequestedMenu() { return (opened.menu, opened.anchor.offsetBy(dx: frame.minX, dy: frame.minY)) }
        }
        return nil
    }

    /// The menu a press held still on a nested item opened as its engine stepped, beside the
    /// item on the screen; taken once.
    func takeHeldMenu() -> (menu: UIMenu, anchor: CGRect)? {
        for (scroller, frame) in shown {
            if let opened = scroller.chrome?.takeRequestedMenu() { return (opened.menu, opened.anchor.offsetBy(dx: frame.minX, dy: frame.minY)) }
        }
        return nil
    }

    // MARK: Presses and drags

    /// Button 1 went down at `point`: every scroller under it is pressed, until the drag shows
    /// which one it is for.
    func pointerPressed(at point: Point, time: Double, now: Double) -> Bool {
        let candidates = scrollers(at: point)
        press = nil
        guard !candidates.isEmpty else { return false }
        press = (point, candidates, nil)
        for (scroller, frame) in candidates {
            scroller.screen.pointerPressed(at: Self.local(point, in: frame), time: time, now: now)
        }
        return true
    }

    /// Past the slop, the drag is the innermost scroller's that scrolls along the axis the pointer
    /// moved along most; the others let go of the press.
    func pointerMoved(to point: Point, time: Double, now: Double) -> NestedPointerClaim {
        guard let press else { return .declined }
        if let (scroller, frame) = press.taken {
            scroller.screen.pointerMoved(to: Self.local(point, in: frame), time: time, now: now)
            scroller.syncOffset()
            return .taken
        }
        let dx = point.x - press.point.x, dy = point.y - press.point.y
        guard (dx * dx + dy * dy).squareRoot() >= TapRecognizer.slop else {
            for (scroller, frame) in press.candidates { scroller.screen.pointerMoved(to: Self.local(point, in: frame), time: time, now: now) }
            return .undecided
        }
        let axis: Axis = abs(dx) > abs(dy) ? .horizontal : .vertical
        let taker = press.candidates.first { $0.scroller.scrolls(along: axis, at: Self.local(press.point, in: $0.frame)) }
        for (scroller, _) in press.candidates where scroller !== taker?.scroller { scroller.screen.cancelPointer(now: now) }
        guard let taker else {
            self.press = nil
            return .declined
        }
        self.press?.taken = (taker.scroller, taker.frame)
        self.press?.candidates = []
        moving[ObjectIdentifier(taker.scroller)] = taker.scroller
        taker.scroller.screen.pointerMoved(to: Self.local(point, in: taker.frame), time: time, now: now)
        taker.scroller.syncOffset()
        return .taken
    }

    /// Button 1 came up: a drag is let go into the scroller that took it; a tap goes to the
    /// innermost scroller with an item under it (its delegate selects it), else to the screen.
    func pointerReleased(at point: Point, time: Double, now: Double) -> Bool {
        guard let press else { return false }
        self.press = nil
        if let (scroller, frame) = press.taken {
            scroller.screen.pointerReleased(at: Self.local(point, in: frame), time: time, now: now)
            scroller.syncOffset()
            return true
        }
        let tapped = press.candidates.first { $0.scroller.screen.item(at: Self.local(point, in: $0.frame)) != nil }
        for (scroller, frame) in press.candidates {
            if scroller === tapped?.scroller {
                scroller.screen.pointerReleased(at: Self.local(point, in: frame), time: time, now: now)
                moving[ObjectIdentifier(scroller)] = scroller
            } else {
                scroller.screen.cancelPointer(now: now)
            }
        }
        return tapped != nil
    }

    // MARK: Motion

    /// Advances every scroller in motion; true while any moves.
    func step(now: Double) -> Bool {
        var moved = false
        // A press not yet a drag may become a long press on an item, which opens its menu.
        if let press, press.taken == nil {
            for (scroller, _) in press.candidates where scroller.screen.isAnimating { scroller.screen.step(now: now) }
        }
        // A scroll the code asked for sets its scroller moving.
        for (scroller, _) in shown where scroller.scrollView?.pendingScroll != nil { moving[ObjectIdentifier(scroller)] = scroller }
        for (key, scroller) in moving {
            // A scroller made again for its view (a new size, new data) replaces this one.
            guard let scrollView = scroller.scrollView, scrollView.nestedScroller === scroller else {
                moving[key] = nil
                continue
            }
            if scroller.screen.isAnimating || scroller.screen.needsDisplay || scrollView.pendingScroll != nil {
                scroller.screen.step(now: now)
                scroller.syncOffset()
                moved = true
            }
            if !scroller.screen.isAnimating, press?.taken?.0 !== scroller { moving[key] = nil }
        }
        return moved
    }

    var isAnimating: Bool {
        moving.values.contains { $0.screen.isAnimating } || shown.contains { $0.scroller.scrollView?.pendingScroll != nil }
    }
}
