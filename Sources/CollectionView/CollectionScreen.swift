import CollectionLayout

/// The collection view on screen: its layout solved for the current size, where it is scrolled
/// to, what is selected, and what changed since the last frame. It holds no X11: the program
/// feeds it input and time and hands it a canvas to draw on.
public final class CollectionScreen {
    public let layoutDescription: any CollectionViewLayout
    public let dataSource: any CollectionDataSource
    public private(set) var size: Size
    public private(set) var renderer: CollectionRenderer
    public private(set) var selection: IndexPath?
    /// Each orthogonal section's own scrolling, by section.
    public private(set) var orthogonalScrollers: [Int: OrthogonalScroller] = [:]
    /// Each orthogonal section's own offset.
    public var orthogonalOffsets: [Int: Double] { orthogonalScrollers.mapValues(\.offset) }
    /// Set by anything that changes what is shown; cleared by `draw`.
    public private(set) var needsDisplay = true
    /// Receives selection and resting events.
    public var onEvent: ((CollectionEvent) -> Void)?

    private var scroller: WheelScroller
    private var taps = TapRecognizer()
    /// Where button 1 went down (view coordinates and event time), until it comes up.
    private var press: (point: Point, time: Double)?
    /// The drag under way, once the pointer left the slop.
    public private(set) var drag: DragGesture?
    /// The main axis's momentum or spring after a drag.
    private var mainMotion: ScrollMotion?
    /// The pointer's last position, for the keys that act on the section under it.
    public private(set) var pointer: Point?
    /// Measures self-sizing elements; without one, estimates stay as they are.
    private let measurer: (any TextMeasuring)?
    /// Sizes measured so far, for the current width and data.
    public private(set) var measurements = LayoutMeasurements()

    public var layout: any SolvedCollectionLayout { renderer.layout }
    private var mainAxis: Axis { layout.scrollDirection.axis }
    private var viewportLength: Double { size[mainAxis] }

    /// `measurer` measures the text of self-sizing cells; without one their estimates stand.
    public init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                measurer: (any TextMeasuring)? = nil) throws(LayoutError) {
        self.layoutDescription = layout
        self.dataSource = dataSource
        self.size = size
        self.measurer = measurer
        let solved = try layout.solveLayout(container: size, itemCounts: dataSource.itemCounts)
        self.renderer = CollectionRenderer(layout: solved, dataSource: dataSource)
        self.scroller = WheelScroller(maximum: solved.contentSize[solved.scrollDirection.axis] - size[solved.scrollDirection.axis])
        syncOrthogonalScrollers()
    }

    /// Gives every orthogonal section of the current layout its scroller, new ones at their
    /// start and existing ones snapped again to their (perhaps new) geometry.
    private func syncOrthogonalScrollers() {
        var scrollers: [Int: OrthogonalScroller] = [:]
        for section in layout.orthogonalScrollSections where section.behavior != .none {
            let snapping = OrthogonalSnapping(section: section, viewportExtent: size[mainAxis.cross])
            if var existing = orthogonalScrollers[section.section] {
                existing.update(snapping)
                scrollers[section.section] = existing
            } else {
                scrollers[section.section] = OrthogonalScroller(snapping: snapping)
            }
        }
        orthogonalScrollers = scrollers
    }

    /// The main offset as shown, rounded to whole pixels so content never sits between them.
    public var mainOffset: Double { scroller.offset.rounded() }
    /// Where the main axis is heading (equal to `mainOffset` at rest).
    public var mainTarget: Double { scroller.target }
    public var maximumMainOffset: Double { scroller.maximum }
    public var isAnimating: Bool {
        scroller.isAnimating || mainMotion != nil || orthogonalScrollers.values.contains { $0.isMoving }
    }

    /// The offsets the layout is queried and drawn at.
    public var offsets: ScrollOffsets {
        ScrollOffsets(main: mainOffset, viewportLength: viewportLength, orthogonal: orthogonalOffsets)
    }

    /// Asks for a new frame, as after the window was uncovered.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Scrolls without animating, as `--offset` does: the main axis to `main`, clamped.
    public func setMainOffset(_ main: Double) {
        scroller.set(offset: main)
        needsDisplay = true
    }

    /// Re-solves the layout for `newSize`, keeping the first visible item where it was on screen.
    public func resize(to newSize: Size) throws(LayoutError) {
        guard newSize != size else { return }
        let anchor = firstVisibleItem().flatMap { path in
            layout.attributesForItem(at: path, offsets: offsets).map { (path, $0.frame.min(mainAxis) - mainOffset) }
        }
        // Text wraps differently at another width, so what was measured no longer holds.
        if newSize.width != size.width { measurements.reset() }
        let solved = try layoutDescription.solveLayout(container: newSize, itemCounts: dataSource.itemCounts, measurements: measurements)
        size = newSize
        install(solved)
        scroller.setMaximum(solved.contentSize[mainAxis] - newSize[mainAxis])
        if let (path, screenPosition) = anchor, let frame = solved.attributesForItem(at: path, offsets: offsets)?.frame {
            scroller.set(offset: frame.min(mainAxis) - screenPosition)
        } else {
            scroller.set(offset: scroller.offset)
        }
        needsDisplay = true
        measureVisible()
    }

    /// How far past the viewport, in viewports, elements are measured before they show.
    public static let measuringMargin = 0.5

    /// Measures the self-sizing elements in view and a margin around it that are not measured
    /// yet, and solves the layout again with their sizes. The first visible item keeps its
    /// place on screen, so growth above the viewport moves the offset instead of the content.
    public func measureVisible() {
        guard let measurer, layout.hasSelfSizingElements else { return }
        // Each round may bring new elements into the margin; a few rounds settle any screen.
        for _ in 0..<4 {
            let margin = viewportLength * Self.measuringMargin
            var rect = renderer.visibleRect(offsets: offsets, viewport: size)
            rect = rect.offset(along: mainAxis, by: -margin)
            rect.size[mainAxis] += 2 * margin
            var changed = false
            let measuring = ContentMeasurer(dataSource: dataSource, text: measurer)
            for element in layout.elements(in: rect, offsets: offsets) {
                guard let shape = layout.selfSizingShape(of: element), !isMeasured(element),
                      let preferred = measuring.preferredSize(of: element, fitting: element.frame.size, estimatedAxis: shape.axis) else { continue }
                if measurements.record(element, shape: shape, extent: preferred[shape.axis]) { changed = true }
            }
            guard changed, relayoutKeepingAnchor() else { return }
        }
    }

    private func isMeasured(_ element: LayoutAttributes) -> Bool {
        switch element.category {
        case .cell: return measurements.extent(ofItemAt: element.indexPath) != nil
        case .supplementary: return measurements.extent(ofBoundaryKind: element.elementKind ?? "", section: element.indexPath.section) != nil
        case .decoration: return true
        }
    }

    /// Solves again with the measurements; false (and the old layout kept) if that fails.
    private func relayoutKeepingAnchor() -> Bool {
        let anchor = firstVisibleItem().flatMap { path in layout.attributesForItem(at: path, offsets: offsets).map { (path, $0.frame) } }
        guard let solved = try? layoutDescription.solveLayout(container: size, itemCounts: dataSource.itemCounts, measurements: measurements) else {
            return false
        }
        install(solved)
        let maximum = solved.contentSize[mainAxis] - size[mainAxis]
        if scroller.maximum > 0, scroller.target == scroller.maximum {
            // Heading for or resting at the end (End, or scrolled all the way): stay at the end.
            scroller.shift(by: Swift.max(0, maximum) - scroller.maximum, maximum: maximum)
        } else if let (path, before) = anchor, let after = solved.attributesForItem(at: path, offsets: offsets)?.frame {
            scroller.shift(by: after.min(mainAxis) - before.min(mainAxis), maximum: maximum)
        } else {
            scroller.setMaximum(maximum)
        }
        needsDisplay = true
        return true
    }

    /// Shows `solved` from now on: what was drawn no longer holds, and the orthogonal sections
    /// are snapped to their new geometry.
    private func install(_ solved: any SolvedCollectionLayout) {
        renderer = CollectionRenderer(layout: solved, dataSource: dataSource)
        layoutGeneration += 1
        syncOrthogonalScrollers()
    }

    /// The first item, in index path order, whose cell shows in the viewport.
    public func firstVisibleItem() -> IndexPath? {
        renderer.layout.elements(in: renderer.visibleRect(offsets: offsets, viewport: size), offsets: offsets)
            .filter { $0.category == .cell && isShown($0) }
            .map(\.indexPath).min()
    }

    /// Scrolls the main axis by wheel notches (fractional for smooth-scrolling devices).
    public func scrollWheel(notches: Double, now: Double) {
        guard notches != 0 else { return }
        settleMainMotion(now: now)
        scroller.scroll(by: notches * WheelScroller.notch, now: now)
        needsDisplay = true
    }

    /// A wheel event at `point`: horizontal notches (`dx`), or vertical ones with Shift, scroll
    /// the orthogonal section under the pointer; vertical ones scroll the main axis.
    public func scrollWheel(dx: Double, dy: Double, shift: Bool, at point: Point, now: Double) {
        pointer = point
        let sideways = mainAxis == .vertical ? (dx != 0 ? dx : (shift ? dy : 0)) : (dy != 0 ? dy : 0)
        if sideways != 0, let section = orthogonalSection(at: point) {
            orthogonalScrollers[section]?.wheel(by: sideways * WheelScroller.notch, now: now)
            needsDisplay = true
            return
        }
        scrollWheel(notches: mainAxis == .vertical ? (shift ? 0 : dy) : (dy != 0 ? dy : dx), now: now)
    }

    /// The orthogonal section whose strip is under `point` (view coordinates).
    public func orthogonalSection(at point: Point) -> Int? {
        let content = point.offset(along: mainAxis, by: mainOffset)
        return orthogonalScrollers.keys.sorted().first { renderer.orthogonalSections[$0]?.strip.contains(content) == true }
    }

    /// Stops the main axis's momentum where it is.
    private func settleMainMotion(now: Double) {
        guard let motion = mainMotion else { return }
        scroller.set(offset: motion.state(at: now).offset)
        mainMotion = nil
    }

    public func scroll(key: ScrollKey, now: Double) {
        switch key {
        case .up: scroller.scroll(by: -WheelScroller.notch, now: now)
        case .down: scroller.scroll(by: WheelScroller.notch, now: now)
        case .pageUp: scroller.scroll(by: -pageStep, now: now)
        case .pageDown: scroller.scroll(by: pageStep, now: now)
        case .home: scroller.scroll(to: 0, now: now)
        case .end: scroller.scroll(to: scroller.maximum, now: now)
        case .left, .right:
            if let point = pointer, let section = orthogonalSection(at: point) {
                orthogonalScrollers[section]?.step(direction: key == .right ? 1 : -1, now: now)
            }
        }
        needsDisplay = true
    }

    /// A page keeps one notch of the previous page in view.
    private var pageStep: Double { Swift.max(WheelScroller.notch, (viewportLength - WheelScroller.notch).rounded()) }

    /// Advances animations to `now`, reporting what comes to rest.
    public func step(now: Double) {
        if scroller.isAnimating {
            needsDisplay = true
            if scroller.step(now: now) { onEvent?(.settledMain(offset: scroller.offset)) }
        }
        if let motion = mainMotion {
            needsDisplay = true
            let state = motion.state(at: now)
            scroller.follow(state.offset)
            if state.done {
                mainMotion = nil
                onEvent?(.settledMain(offset: scroller.offset))
            }
        }
        for section in orthogonalScrollers.keys.sorted() where orthogonalScrollers[section]?.isMoving == true {
            needsDisplay = true
            if let rest = orthogonalScrollers[section]?.advance(now: now) { onEvent?(.settledOrthogonal(section: section, offset: rest)) }
        }
    }

    /// Button 1 went down at `point` (view coordinates) at event `time` (ms, the X server's
    /// clock) and monotonic `now` (s). It catches whatever was moving under it.
    public func pointerPressed(at point: Point, time: Double = 0, now: Double = 0) {
        taps.pressed(at: point)
        press = (point, time)
        pointer = point
        drag = nil
        settleMainMotion(now: now)
        if let section = orthogonalSection(at: point) { orthogonalScrollers[section]?.catchMotion(now: now) }
    }

    /// The pointer moved; past the slop a press becomes a drag locked to the axis it moved
    /// along most: sideways over an orthogonal section drags that section, anything else the
    /// main axis.
    public func pointerMoved(to point: Point, time: Double = 0, now: Double = 0) {
        pointer = point
        taps.moved(to: point)
        guard let press else { return }
        if drag == nil {
            let dx = point.x - press.point.x, dy = point.y - press.point.y
            guard (dx * dx + dy * dy).squareRoot() >= TapRecognizer.slop else { return }
            let along: Axis = abs(dx) > abs(dy) ? .horizontal : .vertical
            if along == mainAxis.cross, let section = orthogonalSection(at: press.point), let offset = orthogonalScrollers[section]?.offset {
                drag = DragGesture(target: .orthogonal(section: section), axis: along, lockPoint: point, startOffset: offset)
            } else {
                scroller.set(offset: scroller.offset)
                drag = DragGesture(target: .main, axis: mainAxis, lockPoint: point, startOffset: scroller.offset)
            }
        }
        guard var gesture = drag else { return }
        gesture.tracker.add(time: time, position: point[gesture.axis])
        drag = gesture
        let raw = gesture.rawOffset(at: point)
        switch gesture.target {
        case .main:
            scroller.follow(RubberBand.clamp(raw, to: 0...scroller.maximum, extent: viewportLength))
        case .orthogonal(let section):
            orthogonalScrollers[section]?.drag(to: raw)
        }
        needsDisplay = true
    }

    /// Button 1 came up: a tap selects the item under it; a drag is released with the
    /// pointer's velocity into momentum, a snap, or a spring back from past an end.
    public func pointerReleased(at point: Point, time: Double = 0, now: Double = 0) {
        if drag != nil { pointerMoved(to: point, time: time, now: now) }
        defer { press = nil; drag = nil }
        if let gesture = drag {
            // The content moves against the pointer.
            let velocity = -gesture.tracker.velocity(at: time)
            switch gesture.target {
            case .orthogonal(let section):
                orthogonalScrollers[section]?.release(velocity: velocity, dragStart: gesture.startOffset, now: now)
            case .main:
                let offset = scroller.offset
                let range = 0...scroller.maximum
                if range.contains(offset) {
                    let target = Swift.min(Swift.max(DecelerationRate.normal.projection(from: offset, velocity: velocity), 0), scroller.maximum)
                    mainMotion = .momentum(to: target, from: offset, velocity: velocity, rate: .normal, now: now)
                } else {
                    mainMotion = .spring(from: offset, velocity: velocity, target: Swift.min(Swift.max(offset, 0), scroller.maximum), start: now)
                }
            }
            _ = taps.released(at: point)
            needsDisplay = true
            return
        }
        guard let tap = taps.released(at: point), let path = item(at: tap) else { return }
        selection = path
        needsDisplay = true
        onEvent?(.select(path))
    }

    /// The cell under `point` (in view coordinates): the topmost one, and only where its
    /// orthogonal section's strip lets it show.
    public func item(at point: Point) -> IndexPath? {
        let content = point.offset(along: mainAxis, by: mainOffset)
        let probe = Rect(x: content.x, y: content.y, width: 0, height: 0)
        return layout.elements(in: probe, offsets: offsets)
            .filter { $0.category == .cell && $0.frame.contains(content) && isShown($0, at: content) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Whether an element can be seen: not scrolled out of its orthogonal strip.
    private func isShown(_ element: LayoutAttributes, at point: Point? = nil) -> Bool {
        guard let section = renderer.orthogonalSection(of: element) else { return true }
        if let point { return section.strip.contains(point) && point[mainAxis.cross] >= 0 && point[mainAxis.cross] < size[mainAxis.cross] }
        let visible = Rect(x: 0, y: 0, width: size.width, height: size.height).offset(along: mainAxis, by: mainOffset)
        return element.frame.intersection(visible) != nil
    }

    /// What the last frame showed, to tell a pure scroll from any other change.
    private var lastFrame: DrawnFrame?
    /// Bumped whenever the layout is solved again, which invalidates what was drawn.
    private var layoutGeneration = 0

    /// Draws the frame: when only the main axis moved since the last one (by less than half a
    /// viewport, with every element that stays in view moved by exactly as much, so nothing
    /// pinned and no orthogonal section moved), it scrolls what was drawn and draws only the
    /// uncovered strip; otherwise everything.
    @discardableResult
    public func draw(on canvas: any Canvas, measurer: any TextMeasuring) -> FrameChange {
        measureVisible()
        let offsets = self.offsets
        let visible = renderer.visibleElements(offsets: offsets, viewport: size)
        var frames: [DrawnFrame.Key: Rect] = [:]
        frames.reserveCapacity(visible.count)
        for element in visible { frames[DrawnFrame.Key(element)] = renderer.onScreen(element.frame, offsets: offsets) }
        let frame = DrawnFrame(generation: layoutGeneration, size: size, mainOffset: offsets.main, orthogonal: orthogonalOffsets,
                               selection: selection, frames: frames)
        defer {
            lastFrame = frame
            needsDisplay = false
        }
        let viewport = Rect(origin: .zero, size: size)
        let background = dataSource.backgroundColor
        let tracking = PaintTrackingCanvas(canvas, background: background, measurer: measurer, bounds: viewport)
        if let last = lastFrame, let delta = frame.scroll(since: last, axis: mainAxis, limit: viewportLength / 2) {
            if delta == 0 { return .unchanged }
            let dx = mainAxis == .horizontal ? -delta : 0, dy = mainAxis == .vertical ? -delta : 0
            // Moving only what was painted pays while it is the smaller part of the window; past
            // that one copy of everything is cheaper than many of pieces.
            if painted.area < viewport.width * viewport.height * Self.paintedScrollLimit {
                canvas.scroll(dx: dx, dy: dy, painted: painted, background: background)
            } else {
                canvas.scroll(dx: dx, dy: dy)
            }
            var strip = viewport
            strip.size[mainAxis] = abs(delta)
            if delta > 0 { strip = strip.offset(along: mainAxis, by: size[mainAxis] - delta) }
            var kept = viewport
            kept.size[mainAxis] -= abs(delta)
            if delta < 0 { kept = kept.offset(along: mainAxis, by: -delta) }
            renderer.draw(on: tracking, measurer: measurer, offsets: offsets, viewport: size, selection: selection, clip: strip, elements: visible)
            let stripPainted = tracking.painted.merged()
            painted = PaintedArea(rects: painted.offset(along: mainAxis, by: -delta, within: kept).rects + stripPainted.rects)
            // Strip by strip an element's pieces pile up; joined again once they have grown by half.
            if painted.rects.count > mergedCount + mergedCount / 2 + 8 { adopt(painted, viewport: viewport) }
            return .scrolled(strip: strip, painted: stripPainted)
        }
        if let last = lastFrame, let moved = frame.orthogonalChanges(since: last, sectionOf: { self.scrollingSection(of: $0) }) {
            // A carousel moving on its own: only its strip, as far as it shows, is drawn again —
            // on whole pixels, so the clip, the background fill, what is shown and what is noted
            // as painted all cover the same pixels even where the strip's edges fall between two.
            // Each strip on its own, so two carousels far apart do not redraw all between them.
            let areas = moved.sorted().compactMap { renderer.orthogonalSections[$0].flatMap { renderer.onScreen($0.strip, offsets: offsets).intersection(viewport) } }
                .filter { $0.width > 0 && $0.height > 0 }
                .map(\.snappedOutward)
            guard !areas.isEmpty else { return .unchanged }
            var kept = painted
            for area in areas {
                renderer.draw(on: tracking, measurer: measurer, offsets: offsets, viewport: size, selection: selection, clip: area, elements: visible)
                kept = kept.removing(area)
            }
            adopt(PaintedArea(rects: kept.rects + tracking.painted.rects), viewport: viewport)
            return .redrawn(areas: areas)
        }
        renderer.draw(on: tracking, measurer: measurer, offsets: offsets, viewport: size, selection: selection, elements: visible)
        adopt(tracking.painted, viewport: viewport)
        return .full
    }

    /// The orthogonal section an element drawn last frame or this one scrolls with, if any.
    private func scrollingSection(of key: DrawnFrame.Key) -> Int? {
        guard let section = renderer.orthogonalSections[key.indexPath.section],
              section.scrollsWithSection(category: key.category, kind: key.kind, indexPath: key.indexPath) else { return nil }
        return section.section
    }

    /// Where the last frame painted anything but the background.
    public private(set) var painted = PaintedArea()

    /// Takes `area` as what is painted, merged; or, once it covers more of the window than a
    /// painted-only scroll pays for, simply all of the window — nothing finer is then needed.
    /// Past a few hundred rects (a busy screen) merging is not even tried.
    private func adopt(_ area: PaintedArea, viewport: Rect) {
        let merged = area.rects.count <= Self.mergedRectLimit ? area.merged() : nil
        if let merged, merged.area < viewport.width * viewport.height * Self.paintedScrollLimit {
            painted = merged
        } else {
            painted = PaintedArea(rects: [viewport])
        }
        mergedCount = painted.rects.count
    }

    /// The most rects worth merging to find out whether a frame is sparse.
    static let mergedRectLimit = 300
    /// How many rects `painted` had when last merged.
    private var mergedCount = 0

    /// The share of the window painted above which a scroll copies the whole window.
    static let paintedScrollLimit = 0.5

    /// Forgets what was drawn, so the next frame is drawn whole.
    public func invalidateDrawnFrame() {
        lastFrame = nil
        needsDisplay = true
    }
}
