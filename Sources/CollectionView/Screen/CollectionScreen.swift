import CollectionLayout

/// The collection view on screen, with no X11 in it: a layout solved for its size, its data,
/// where it is scrolled and what is selected. The program feeds it input and time, runs the
/// measuring pass, and hands it a canvas; it says what each frame changed.
///
/// A façade over rooms with one job each: pointer gestures, scroll state, the scroll anchor,
/// the self-sizing pass, the invalidation value, and the frame composer with its planner.
public final class CollectionScreen {
    /// The layout as described, solved again for each size.
    public let layoutDescription: any CollectionViewLayout
    /// What the elements show.
    public let dataSource: any CollectionDataSource
    /// The view's size in points: the host's.
    public var size: Size { host.size }
    /// Draws the layout as it is solved now.
    public private(set) var renderer: CollectionRenderer
    /// The item a tap selected last, if any.
    public internal(set) var selection: IndexPath?
    /// What no longer matches the window; cleared by `draw`.
    public internal(set) var invalidation: Invalidation = [.display, .drawnFrame]
    /// Receives selection and resting events.
    public var onEvent: ((CollectionEvent) -> Void)?

    var scroll: ScrollState
    var gestures = PointerGestures()
    /// Whether a scroll view inside the screen's views (the chrome's) was offered the press under
    /// way, and whether it took it.
    var nestedPress: NestedPointerClaim?
    /// Whether an animated scroll the screen's code asked for is under way.
    var requestedScrollIsAnimating = false
    /// The room a refreshing refresh control keeps above the content, added to the leading inset.
    var refreshInset = 0.0
    /// Wheel notches up at the top pulling the refresh control down, as a drag would.
    var wheelPull: WheelPull?
    var sizing = SelfSizingPass()
    private var composer = FrameComposer()
    /// What visible-items handlers set for the frame on screen.
    var presentation = PresentationLayer()
    /// The screen the layout is solved for: its size, safe area, margins and traits.
    public internal(set) var host: LayoutHost
    /// Whether the status bar and home indicator are drawn over the content, as the simulator
    /// shows them (`--device-chrome`).
    public var showsDeviceChrome = false
    /// The list row pulled sideways to show its swipe actions, while one is.
    var rowSwipe: RowSwipe?
    /// Whether the main axis is moving on from a drag let go, so its rest ends a deceleration.
    var deceleratesFromDrag = false
    /// What the press under way does to the swiped row.
    var swipePress: SwipePress?
    /// The completion the running swipe action was given.
    var swipeCompletion: SwipeActionCompletion?
    /// Counts the layouts installed, so handlers run again for a layout solved anew.
    var layoutGeneration = 0
    /// The rectangle a layout that follows bounds was last told the view shows.
    var followedBounds: Rect?
    /// Measures self-sizing elements; without one, estimates stay as they are.
    let measurer: (any TextMeasuring)?

    /// `measurer` measures the text of self-sizing cells; without one their estimates stand.
    /// In a `layoutDirection` right to left, the layout is mirrored (when it flips, see
    /// `CollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`).
    public convenience init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                            measurer: (any TextMeasuring)? = nil, layoutDirection: LayoutDirection = .leftToRight) throws(LayoutError) {
        try self.init(layout: layout, dataSource: dataSource, host: LayoutHost(size: size), measurer: measurer, layoutDirection: layoutDirection)
    }

    /// A screen of `host`: its size, and the safe area, margins and traits of the device it
    /// stands for, which section providers and flow layouts see.
    public init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, host: LayoutHost,
                measurer: (any TextMeasuring)? = nil, layoutDirection: LayoutDirection = .leftToRight) throws(LayoutError) {
        self.layoutDescription = layout
        self.dataSource = dataSource
        self.host = host
        self.measurer = measurer
        self.layoutDirection = layoutDirection
        let solved = try host.solving { () throws(LayoutError) in
            try layout.solveLayout(container: host.size, itemCounts: dataSource.itemCounts, shownIn: layoutDirection)
        }
        let size = host.size
        let axis = solved.scrollDirection.axis
        renderer = CollectionRenderer(layout: solved, dataSource: dataSource)
        let safe = layout.safeAreaInsets(on: host)
        let insets = axis == .vertical ? safe.top + safe.bottom : safe.leading + safe.trailing
        scroll = ScrollState(maximum: solved.contentSize[axis] + insets - size[axis])
        // The layout's start: the top, or the far end of a mirrored horizontal layout.
        scroll.setMain(solved.initialOffsets.main > 0 ? scroll.main.maximum : 0)
        _ = scroll.adopt(solved, crossExtent: size[axis.cross])
        followedBounds = solved.followsBounds ? solved.visibleBounds(mainOffset: mainOffset) : nil
        if let updating = dataSource as? any UpdatingDataSource {
            updateObservation = updating.observeUpdates { [weak self] update in self?.apply(update) }
        }
    }

    /// Which way the interface runs, as UIKit's `effectiveUserInterfaceLayoutDirection`: right
    /// to left, the layout is mirrored (leading on the right, orthogonal sections starting at the
    /// right edge) unless it does not flip. Setting it solves the layout again and keeps the place.
    public var layoutDirection: LayoutDirection {
        didSet { if layoutDirection != oldValue { relayoutForDirection() } }
    }

    /// Whether the main axis rests only on whole pages of the view's length, as
    /// `UIScrollView.isPagingEnabled`: a drag, a wheel or a key moves at most a page.
    public var isPagingEnabled = false
    /// `UIScrollView.bounces`: whether a drag pulls the content past its ends (rubber-banding,
    /// pulling a refresh control down) or stops at them. A screen's chrome answers for its
    /// collection view.
    public var bounces = true
    /// Whether the content bounces now: the chrome's collection view's setting, else `bounces`.
    var contentBounces: Bool { layoutDescription.screenChrome?.contentBounces ?? bounces }

    /// Where a scroll a person made comes to rest: paging, or the layout's say.
    var resting: MainAxisResting {
        MainAxisResting(layout: layout, isPagingEnabled: isPagingEnabled, pageLength: viewportLength, maximum: scroll.main.maximum,
                        inset: mainInsets.leading)
    }

    /// When content changes above what is on screen, keep the first visible item where it is,
    /// instead of UIKit's way of keeping the content offset (which lets what is seen move).
    public var keepsVisibleContentAnchored = false
    /// How long an animated apply takes, in seconds: UIKit's 0.3 unless set.
    public var updateAnimationDuration = 0.3
    /// The timing curve of an animated apply: UIKit's ease-in-ease-out unless set.
    public var updateAnimationCurve = AnimationCurve.easeInEaseOut
    /// The applied update being animated, if any.
    var updateAnimation: UpdateAnimation?
    /// The time of the last step, which an animation in flight is presented at.
    var animationClock: Double?

    /// Keeps the screen following its data source's changes while it lives.
    private var updateObservation: UpdateObservation?
    /// Called when the layout cannot be solved for changed data; the last good frame stays.
    public var onUpdateFailure: ((LayoutError) -> Void)?

    /// The layout solved for the current size and measurements.
    public var layout: any SolvedCollectionLayout { renderer.layout }
    var mainAxis: Axis { layout.scrollDirection.axis }
    var viewportLength: Double { size[mainAxis] }

    /// Whether a frame is due.
    public var needsDisplay: Bool { invalidation.contains(.display) }
    /// Sizes measured so far, for the current width and data.
    public var measurements: LayoutMeasurements { sizing.measurements }
    /// Each orthogonal section's own scrolling, by section.
    public var orthogonalScrollers: [Int: OrthogonalScroller] { scroll.orthogonal }
    /// Each orthogonal section's own offset.
    public var orthogonalOffsets: [Int: Double] { scroll.orthogonal.mapValues(\.offset) }
    /// The drag under way, once the pointer left the slop.
    public var drag: DragGesture? { gestures.drag }
    /// The pointer's last position, for the keys that act on the section under it.
    public var pointer: Point? { gestures.pointer }
    /// The main offset as shown, rounded to whole pixels so content never sits between them: the
    /// content offset, negative at the top when the content is inset (see `adjustedMainInsets`).
    public var mainOffset: Double { contentOffset(ofScroll: scroll.main.offset.rounded()) }
    /// Where the main axis is heading (equal to `mainOffset` at rest).
    public var mainTarget: Double { contentOffset(ofScroll: scroll.main.target) }
    /// The furthest the main axis scrolls.
    public var maximumMainOffset: Double { contentOffset(ofScroll: scroll.main.maximum) }
    /// How the host's safe area insets the content along the main axis; `.automatic` unless set.
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic {
        didSet { if contentInsetAdjustment != oldValue { scroll.setMainMaximum(scrollMaximum(for: layout)); invalidateDrawnFrame() } }
    }
    /// Whether anything is moving, so frames must keep coming: what comes to rest (`isMoving`),
    /// and spinners that turn until their code stops them.
    public var isAnimating: Bool {
        isMoving || layoutDescription.screenChrome?.runsIndefiniteAnimation == true
    }
    /// Whether something on the way to rest is moving: a scroll, an update, a swipe, a pull, a
    /// scroll view or a push inside the screen, a press that may become a long press — what a UX check's `wait: "settled"` waits for.
    public var isMoving: Bool {
        scroll.isAnimating || updateAnimation != nil || isSwipeAnimating || wheelPull != nil
            || layoutDescription.screenChrome.map {
                $0.nestedScrollIsAnimating || $0.hasRequestedScroll || $0.hasLayoutChange || gestures.awaitsLongPress
            } == true
    }
    /// Whether a drag, the wheel or an animation moves the content along the main axis now — what
    /// a scroll view shows its indicators for; a jump to an offset set without animation is not.
    public var isScrollingMain: Bool {
        if case .main = gestures.drag?.target { return true }
        return scroll.isMainMoving
    }
    /// Where the last frame painted anything but the background.
    public var painted: PaintedArea { composer.history.painted }

    /// The offsets the layout is queried and drawn at.
    public var offsets: ScrollOffsets {
        var offsets = ScrollOffsets(main: mainOffset, viewportLength: viewportLength, orthogonal: orthogonalOffsets)
        (offsets.leadingInset, offsets.trailingInset) = mainInsets
        return offsets
    }

    /// Scrolls without animating, as `--offset` does: the main axis to `main`, clamped.
    public func setMainOffset(_ main: Double) {
        let position = scrollPosition(ofContentOffset: main)
        sizing.noteJump(from: scroll.main.offset, to: position)
        scroll.setMain(position)
        invalidation.insert(.display)
    }

    /// Forgets what was drawn, so the next frame is drawn whole (the window was uncovered).
    public func invalidateDrawnFrame() {
        invalidation.formUnion([.display, .drawnFrame])
    }

    /// The anchor that the next solve keeps in place.
    var anchor: ScrollAnchor {
        ScrollAnchor(layout: layout, offsets: offsets, offset: scroll.main.offset, target: scroll.main.target,
                     maximum: scroll.main.maximum, firstVisible: firstVisibleItem())
    }

    /// Re-solves the layout for `newSize`, keeping the scroll anchor in place.
    public func resize(to newSize: Size) throws(LayoutError) {
        guard newSize != size else { return }
        swipeForget()
        // Text wraps differently at another width, so what was measured no longer holds.
        try show(host.resized(to: newSize), remeasuring: newSize.width != size.width)
    }

    /// The screen's collection view was given another layout (`setCollectionViewLayout`): it is
    /// solved and measured afresh, the scroll anchor kept in place; animated, its elements move
    /// there from what is on screen now.
    private func takeLayoutChange() {
        guard let chrome = layoutDescription.screenChrome, let change = host.solving({ chrome.takeLayoutChange() }) else { return }
        swipeForget()
        let shown = change.isAnimated && updateAnimationDuration > 0 ? presentedNow() : nil
        let before = renderer, beforeOffsets = offsets
        let finishing = updateAnimation
        do {
            try show(host, remeasuring: true)
            // As UIKit asks the new layout during a transition between layouts.
            let proposed = contentOffset(ofScroll: scroll.main.offset)
            let target = layout.targetMainOffset(forProposed: proposed)
            if target != proposed, target.isFinite { scroll.setMain(scrollPosition(ofContentOffset: target)) }
        } catch {
            onUpdateFailure?(error)
        }
        finishing?.completion?()
        updateAnimation = nil
        guard let shown else {
            invalidateDrawnFrame()
            change.completion?()
            return
        }
        updateAnimation = layoutTransition(from: shown, in: before, at: beforeOffsets, completion: change.completion)
        invalidateDrawnFrame()
    }

    /// Shows the screen `newHost` describes, solved again with the scroll anchor kept in place;
    /// `remeasuring` forgets what was measured first, as text that wraps or sizes differently
    /// now needs.
    func show(_ newHost: LayoutHost, remeasuring: Bool) throws(LayoutError) {
        let anchor = self.anchor, offset = scroll.main.offset
        if remeasuring { sizing.reset() }
        let solved = try newHost.solving { () throws(LayoutError) in
            try layoutDescription.solveLayout(container: newHost.size, itemCounts: dataSource.itemCounts,
                                              measurements: sizing.measurements, shownIn: layoutDirection)
        }
        host = newHost
        install(solved)
        let maximum = scrollMaximum(for: solved)
        scroll.setMainMaximum(maximum)
        scroll.setMain(offset + anchor.shift(in: solved, offsets: offsets, maximum: maximum))
        measureVisible()
    }

    /// The measuring pass, run before drawing: measures the self-sizing elements in view and
    /// a margin around it that are not measured yet, and solves the layout again with their
    /// sizes, keeping the scroll anchor in place. After a jump it first measures the way there,
    /// as a scroll by hand would have, up to `SelfSizingPass.jumpMeasuringLimit` screens.
    ///
    /// A layout that follows bounds is told first where the view is scrolled, and solved again
    /// when it asks to be (see `followBounds()`).
    public func measureVisible() {
        host.solving { measureVisibleElements() }
    }

    private func measureVisibleElements() {
        followBounds()
        guard let measurer, layout.hasSelfSizingElements else { return }
        for stop in sizing.takeJumpStops(viewportLength: viewportLength) {
            scroll.setMain(stop)
            measureRounds(measurer)
        }
        measureRounds(measurer)
    }

    private func measureRounds(_ measurer: any TextMeasuring) {
        // Each round may bring new elements into the margin; a few rounds settle any screen.
        for _ in 0..<4 {
            guard sizing.measure(renderer, offsets: offsets, viewport: size, dataSource: dataSource, text: measurer),
                  relayoutKeepingAnchor() else { return }
        }
    }

    /// Solves again with the measurements; false (and the old layout kept) if that fails.
    private func relayoutKeepingAnchor() -> Bool {
        let anchor = self.anchor
        guard let solved = try? solve(container: size, itemCounts: dataSource.itemCounts, measurements: sizing.measurements) else { return false }
        install(solved)
        let maximum = scrollMaximum(for: solved)
        scroll.shiftMain(by: anchor.shift(in: solved, offsets: offsets, maximum: maximum), maximum: maximum)
        return true
    }

    /// Shows `solved` from now on: what was drawn no longer holds, and the orthogonal sections
    /// are snapped to their new geometry.
    func install(_ solved: any SolvedCollectionLayout) {
        renderer = CollectionRenderer(layout: solved, dataSource: dataSource)
        layoutGeneration += 1
        followedBounds = solved.followsBounds ? solved.visibleBounds(mainOffset: mainOffset) : nil
        let rests = scroll.adopt(solved, crossExtent: size[mainAxis.cross])
        invalidation.formUnion([.display, .drawnFrame])
        for event in rests { onEvent?(event) }
    }

    /// The first item, in index path order, whose cell shows in the viewport.
    public func firstVisibleItem() -> IndexPath? { hits.firstVisibleItem() }

    var hits: HitTesting { HitTesting(renderer: renderer, offsets: offsets, size: size, presentation: presentation) }

    /// Scrolls the main axis by wheel notches (fractional for smooth-scrolling devices).
    public func scrollWheel(notches: Double, now: Double) {
        guard notches != 0, !wheelPull(notches: notches, now: now) else { return }
        scroll.scrollMain(by: notches * WheelScroller.notch, now: now)
        invalidation.insert(.display)
    }

    /// A wheel event at `point`: horizontal notches (`dx`), or vertical ones with Shift, scroll
    /// the orthogonal section under the pointer; vertical ones scroll the main axis.
    public func scrollWheel(dx: Double, dy: Double, shift: Bool, at point: Point, now: Double) {
        gestures.hovered(at: point)
        if let chrome = layoutDescription.screenChrome,
           host.solving({ chrome.nestedScrollWheel(dx: dx, dy: dy, shift: shift, at: point, now: now) }) {
            invalidation.insert(.display)
            return
        }
        let sideways = mainAxis == .vertical ? (dx != 0 ? dx : (shift ? dy : 0)) : (dy != 0 ? dy : 0)
        if sideways != 0, let section = orthogonalSection(at: point) {
            // Content moves the way the wheel turns whichever way the section runs.
            scroll.withSection(section) { $0.wheel(by: layout.orthogonalSign * sideways * WheelScroller.notch, now: now) }
            invalidation.insert(.display)
            return
        }
        // A vertical wheel moves a horizontal layout forward, which runs leftwards right to left;
        // a horizontal wheel moves its content the way it tilts.
        scrollWheel(notches: mainAxis == .vertical ? (shift ? 0 : dy) : (dy != 0 ? forward * dy : dx), now: now)
    }

    /// Which way along the main offset is forward: towards the end of the content, which for a
    /// horizontal layout shown right to left is towards smaller offsets (it starts at its far end).
    private var forward: Double { mainAxis == .horizontal && layout is MirroredLayout ? -1 : 1 }

    /// The orthogonal section whose strip is under `point` (view coordinates).
    public func orthogonalSection(at point: Point) -> Int? { hits.orthogonalSection(at: point, among: scroll.orthogonal.keys) }

    /// Scrolls as `key` asks: a notch, a page or to an end on the main axis; a step of the orthogonal section under the pointer for Left and Right.
    public func scroll(key: ScrollKey, now: Double) {
        switch key {
        case .up: scroll.scrollMain(by: -forward * WheelScroller.notch, now: now)
        case .down: scroll.scrollMain(by: forward * WheelScroller.notch, now: now)
        case .pageUp: scroll.scrollMain(by: -forward * pageStep, now: now)
        case .pageDown: scroll.scrollMain(by: forward * pageStep, now: now)
        case .home: scroll.scrollMain(to: forward > 0 ? 0 : scroll.main.maximum, now: now)
        case .end: scroll.scrollMain(to: forward > 0 ? scroll.main.maximum : 0, now: now)
        case .left, .right:
            if let point = pointer, let section = orthogonalSection(at: point) {
                scroll.withSection(section) { $0.step(direction: (key == .right ? 1 : -1) * layout.orthogonalSign, now: now) }
            }
        case .previousPage, .nextPage:
            if let point = pointer, let section = orthogonalSection(at: point) {
                scroll.withSection(section) { $0.page(direction: key == .nextPage ? 1 : -1, now: now) }
            }
        }
        invalidation.insert(.display)
    }

    /// A page keeps one notch of the previous page in view.
    private var pageStep: Double { Swift.max(WheelScroller.notch, (viewportLength - WheelScroller.notch).rounded()) }

    /// Advances animations to `now`, reporting what comes to rest.
    public func step(now: Double) {
        if let chrome = layoutDescription.screenChrome, host.solving({ chrome.stepNested(now: now) }) { invalidation.insert(.display) }
        takeLayoutChange()
        runRequestedScroll(now: now)
        stepRefresh(now: now)
        stepUpdateAnimation(now: now)
        stepSwipe(now: now)
        stepLongPress(now: now)
        defer { noteRequestedScrollRest() }
        guard scroll.isAnimating else { return }
        invalidation.insert(.display)
        for event in scroll.step(now: now) {
            noteRestAfterDrag(event)
            onEvent?(contentEvent(event))
        }
        if scroll.inputAwaitsRest {
            // The layout is asked where the input rests with the view's bounds where it stopped.
            followBounds()
            for event in scroll.settleInput(now: now, resting: resting) { onEvent?(contentEvent(event)) }
        }
    }

    /// The cell under `point` (in view coordinates): the topmost one, and only where its
    /// orthogonal section's strip lets it show.
    public func item(at point: Point) -> IndexPath? { hits.item(at: point) }

    /// Draws the frame as cheaply as the last one allows (see `FrameChange`). Run the measuring
    /// pass (`measureVisible`) first: drawing never changes the layout.
    @discardableResult
    public func draw(on canvas: any Canvas, measurer: any TextMeasuring) -> FrameChange {
        // Content is made as the screen is drawn: its text sizes follow the host's traits, and
        // its dynamic colours are drawn in the host's appearance.
        // The chrome stays put over content that moves: frames under it are drawn whole.
        let chrome = layoutDescription.screenChrome
        // The selection drawn is the one the collection view's code left.
        if let held = chrome.flatMap({ chrome in host.solving { chrome.collectionViewSelection } }) { selection = held }
        let style = chrome?.contentStyle ?? host.traits.userInterfaceStyle
        let drawn: any Canvas = style == .dark ? AppearanceCanvas(canvas, style: .dark) : canvas
        if showsDeviceChrome || chrome != nil { invalidateDrawnFrame() }
        var change = FrameChange.full
        if let chrome {
            host.solving {
                chrome.drawingFrame {
                    // Drawn under a slide that paints over all of it, the content would also ask
                    // every cell again for a picture no one sees.
                    if !chrome.coversCollectionView { change = drawFrame(on: drawn, measurer: measurer) }
                    // The bars follow the content as if a refresh control's room were not there: a large
                    // title moves down with the content that rests below the spinner.
                    let insets = mainInsets
                    chrome.noteContent(size: layout.contentSize, isScrolling: isScrollingMain)
                    chrome.draw(on: drawn, measurer: measurer, host: host, contentOffset: contentOffsetPoint,
                                adjustedInsets: (insets.leading - refreshInset, insets.trailing))
                }
            }
        } else {
            change = host.solving { drawFrame(on: drawn, measurer: measurer) }
        }
        if showsDeviceChrome { DeviceChrome(host: host).draw(on: drawn) }
        return change
    }

    private func drawFrame(on canvas: any Canvas, measurer: any TextMeasuring) -> FrameChange {
        let (presentationChanged, refreshed) = refreshPresentation()
        if let animation = updateAnimation {
            invalidation = []
            composer.forget()
            let progress = animation.progress(at: animationClock)
            let shown = presented(animation.presented(renderer, offsets: offsets, viewport: size, progress: progress))
            renderer.draw(presented: shown, on: canvas, measurer: measurer, offsets: offsets, viewport: size, selection: selection)
            dataSource.elementsDisplayed(shown.map(\.attributes))
            return .full
        }
        // A layout that answers each bounds anew (a custom layout) is asked first, so what it
        // answers for this frame says whether any element has an opacity or transform of its own.
        let visible = refreshed ?? (layout.followsBounds ? renderer.visibleElements(offsets: offsets, viewport: size) : nil)
        if !presentation.isEmpty || layout.drawsElementAppearances || rowSwipe != nil {
            // Elements a handler or the layout changed are drawn as presented, the whole frame anew.
            invalidation = []
            composer.forget()
            let elements = visible ?? renderer.visibleElements(offsets: offsets, viewport: size)
            let shown = elements.map { PresentedElement(attributes: $0, alpha: 1, content: nil) }
            renderer.draw(presented: swipePresented(presented(shown)), on: canvas, measurer: measurer, offsets: offsets, viewport: size, selection: selection)
            dataSource.elementsDisplayed(elements)
            return .full
        }
        if invalidation.contains(.drawnFrame) || presentationChanged { composer.forget() }
        invalidation = []
        let elements = visible ?? renderer.visibleElements(offsets: offsets, viewport: size)
        let change = composer.draw(renderer, offsets: offsets, size: size, selection: selection, on: canvas, measurer: measurer, visible: elements)
        dataSource.elementsDisplayed(elements)
        return change
    }
}
