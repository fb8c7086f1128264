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
    /// Each orthogonal section's own offset; a section not listed is at 0.
    public private(set) var orthogonalOffsets: [Int: Double] = [:]
    /// Set by anything that changes what is shown; cleared by `draw`.
    public private(set) var needsDisplay = true
    /// Receives selection and resting events.
    public var onEvent: ((CollectionEvent) -> Void)?

    private var scroller: WheelScroller
    private var taps = TapRecognizer()
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
    }

    /// The main offset as shown, rounded to whole pixels so content never sits between them.
    public var mainOffset: Double { scroller.offset.rounded() }
    /// Where the main axis is heading (equal to `mainOffset` at rest).
    public var mainTarget: Double { scroller.target }
    public var maximumMainOffset: Double { scroller.maximum }
    public var isAnimating: Bool { scroller.isAnimating }

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
        renderer = CollectionRenderer(layout: solved, dataSource: dataSource)
        scroller.setMaximum(solved.contentSize[mainAxis] - newSize[mainAxis])
        for section in solved.orthogonalScrollSections {
            let limit = section.maximumOffset(viewportExtent: newSize[mainAxis.cross])
            if let offset = orthogonalOffsets[section.section] { orthogonalOffsets[section.section] = Swift.min(offset, limit) }
        }
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
        guard let measurer else { return }
        // Each round may bring new elements into the margin; a few rounds settle any screen.
        for _ in 0..<4 {
            let margin = viewportLength * Self.measuringMargin
            var rect = renderer.visibleRect(offsets: offsets, viewport: size)
            rect = rect.offset(along: mainAxis, by: -margin)
            rect.size[mainAxis] += 2 * margin
            var changed = false
            for element in layout.elements(in: rect, offsets: offsets) {
                guard let shape = layout.selfSizingShape(of: element), shape.axis == .vertical, !isMeasured(element),
                      let content = content(of: element) else { continue }
                let extent = CellContentLayout.preferredHeight(of: content, width: element.frame.width, measurer: measurer)
                if measurements.record(element, shape: shape, extent: extent) { changed = true }
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

    private func content(of element: LayoutAttributes) -> CellContent? {
        switch element.category {
        case .cell: return dataSource.content(forItemAt: element.indexPath)
        case .supplementary: return dataSource.content(forSupplementaryOfKind: element.elementKind ?? "", at: element.indexPath)
        case .decoration: return nil
        }
    }

    /// Solves again with the measurements; false (and the old layout kept) if that fails.
    private func relayoutKeepingAnchor() -> Bool {
        let anchor = firstVisibleItem().flatMap { path in layout.attributesForItem(at: path, offsets: offsets).map { (path, $0.frame) } }
        guard let solved = try? layoutDescription.solveLayout(container: size, itemCounts: dataSource.itemCounts, measurements: measurements) else {
            return false
        }
        renderer = CollectionRenderer(layout: solved, dataSource: dataSource)
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

    /// The first item, in index path order, whose cell shows in the viewport.
    public func firstVisibleItem() -> IndexPath? {
        renderer.layout.elements(in: renderer.visibleRect(offsets: offsets, viewport: size), offsets: offsets)
            .filter { $0.category == .cell && isShown($0) }
            .map(\.indexPath).min()
    }

    /// Scrolls the main axis by wheel notches (fractional for smooth-scrolling devices).
    public func scrollWheel(notches: Double, now: Double) {
        guard notches != 0 else { return }
        scroller.scroll(by: notches * WheelScroller.notch, now: now)
        needsDisplay = true
    }

    public func scroll(key: ScrollKey, now: Double) {
        switch key {
        case .up: scroller.scroll(by: -WheelScroller.notch, now: now)
        case .down: scroller.scroll(by: WheelScroller.notch, now: now)
        case .pageUp: scroller.scroll(by: -pageStep, now: now)
        case .pageDown: scroller.scroll(by: pageStep, now: now)
        case .home: scroller.scroll(to: 0, now: now)
        case .end: scroller.scroll(to: scroller.maximum, now: now)
        }
        needsDisplay = true
    }

    /// A page keeps one notch of the previous page in view.
    private var pageStep: Double { Swift.max(WheelScroller.notch, (viewportLength - WheelScroller.notch).rounded()) }

    /// Advances animations to `now`, reporting the main axis coming to rest.
    public func step(now: Double) {
        guard scroller.isAnimating else { return }
        needsDisplay = true
        if scroller.step(now: now) { onEvent?(.settledMain(offset: scroller.offset)) }
    }

    public func pointerPressed(at point: Point) {
        taps.pressed(at: point)
    }

    public func pointerMoved(to point: Point) {
        taps.moved(to: point)
    }

    /// Ends a press; a tap selects the item under it.
    public func pointerReleased(at point: Point) {
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

    public func draw(on canvas: any Canvas, measurer: any TextMeasuring) {
        measureVisible()
        renderer.draw(on: canvas, measurer: measurer, offsets: offsets, viewport: size, selection: selection)
        needsDisplay = false
    }
}
