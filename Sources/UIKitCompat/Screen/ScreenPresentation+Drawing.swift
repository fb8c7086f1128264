import CollectionLayout
import CollectionView

/// Drawing the screen's views around its collection view, following its scroll.
extension ScreenPresentation {
    public func draw(on canvas: any Canvas, measurer: any TextMeasuring, host: LayoutHost, contentOffset: Point,
                     adjustedInsets: (leading: Double, trailing: Double)) {
        show(host)
        let top = topView, origin = Point(x: Double(topOrigin.x), y: Double(topOrigin.y))
        guard let collectionView else {
            // A screen without a collection view: all of it is its views.
            TextMeasurement.measuring(with: measurer) {
                prepareViews(measuredWith: measurer, traits: host.traits)
                if let scrollView = Self.firstScrollView(in: top) { followBars(of: scrollView) }
                let renderer = ViewRenderer(canvas: canvas, measurer: measurer)
                if drawPresentationTransition(renderer: renderer, host: host) { return }
                drawBeneath(presentedLayers, renderer: renderer, host: host)
                withTopShape(on: canvas) { renderer.draw(top, at: origin) }
                drawSlide(renderer: renderer)
                contextMenu?.draw(on: host.size, renderer: renderer)
            }
            return
        }
        TextMeasurement.measuring(with: measurer) {
            follow(collectionView, to: contentOffset, adjustedTop: adjustedInsets.leading)
            prepareViews(measuredWith: measurer, traits: host.traits)
            let renderer = ViewRenderer(canvas: canvas, measurer: measurer)
            if drawPresentationTransition(renderer: renderer, host: host) { return }
            drawRefreshControl(of: collectionView, contentOffsetY: contentOffset.y, host: host, renderer: renderer)
            drawEmptyRowSeparators(of: collectionView, contentOffsetY: contentOffset.y, host: host, canvas: canvas)
            drawSearchDimming(over: collectionView, host: host, renderer: renderer)
            if collectionViewIsInset(on: host) {
                // What lies behind the collection view shows only where the view does not reach.
                for outside in Self.rects(around: collectionViewFrame(on: host), within: host.size) {
                    canvas.pushClip(outside)
                    drawBeneath(presentedLayers, renderer: renderer, host: host)
                    withTopShape(on: canvas) { drawBehind(of: top, toward: collectionView, at: origin, renderer: renderer) }
                    canvas.popClip()
                }
            }
            // The indicators are the scroll view's own, under the bars in front of it.
            nestedScrollers.drawIndicators(of: collectionView, scrolling: engineIsScrolling, in: collectionViewFrame(on: host),
                                           on: canvas, measurer: measurer)
            withTopShape(on: canvas) { drawFront(of: top, toward: collectionView, at: origin, renderer: renderer) }
            drawSlide(renderer: renderer)
            contextMenu?.draw(on: host.size, renderer: renderer)
        }
    }

    /// The shown collection view's `contentSize` is its layout's, as UIKit's is.
    public func noteContent(size: Size, isScrolling: Bool) {
        let content = CGSize(width: size.width, height: size.height)
        if let collectionView, collectionView.contentSize != content { collectionView.contentSize = content }
        engineIsScrolling = isScrolling
    }

    /// Whether the shown collection view's content is pulled past its ends by a drag.
    public var contentBounces: Bool { collectionView?.bounces ?? true }

    /// The appearance a view or controller around the shown collection view forces on it.
    public var contentStyle: UserInterfaceStyle? { collectionView?.forcedStyle }

    /// A slide fills its container before it draws the two screens, so a collection view
    /// inside the container is painted over whole.
    public var coversCollectionView: Bool {
        // A presentation moving draws the whole screen, the collection view with it.
        if presentationTransition != nil { return true }
        guard let slide else { return false }
        let frame = collectionViewFrame(on: host)
        let area = slideArea(of: slide)
        return area.minX <= frame.minX && area.minY <= frame.minY && area.maxX >= frame.maxX && area.maxY >= frame.maxY
    }

    /// Whether the slide's container is in the top screen's view, and where the layer it is
    /// drawn in lies: the top screen's (a sheet's) or the whole screen's.
    private func slideLayer(of slide: SlideTransition) -> (inTop: Bool, origin: CGPoint) {
        let top = topView
        let inTop = slide.container === top || slide.container.isDescendant(of: top)
        return (inTop, inTop ? topOrigin : .zero)
    }

    /// The slide's container on the screen.
    private func slideArea(of slide: SlideTransition) -> Rect {
        let layerOrigin = slideLayer(of: slide).origin
        let corner = slide.container.convert(slide.container.bounds.origin, to: nil)
        return Rect(x: Double(corner.x + layerOrigin.x), y: Double(corner.y + layerOrigin.y),
                    width: Double(slide.container.bounds.width), height: Double(slide.container.bounds.height))
    }

    /// A push or pop sliding: both screens over the navigation controller's view, then what lies
    /// in front of that view (a tab bar).
    private func drawSlide(renderer: ViewRenderer) {
        guard let slide else { return }
        let (inTop, layerOrigin) = slideLayer(of: slide)
        slide.draw(at: slideArea(of: slide).origin, renderer: renderer)
        let root = inTop ? topView : rootViewController.view!
        drawFront(of: root, toward: slide.container, at: Point(x: Double(layerOrigin.x), y: Double(layerOrigin.y)), renderer: renderer)
    }

    /// What lies beneath the last of `layers` (those presented over the root, bottom to top) when
    /// it does not cover the whole screen (a sheet, an alert): the root's screen and those
    /// presented between, each as it was, from the last that covers the whole screen up, then the
    /// dimming over them.
    private func drawBeneath(_ layers: [PresentedLayer], renderer: ViewRenderer, host: LayoutHost) {
        guard let top = layers.last, !top.coversWholeScreen else { return }
        let between = layers.dropLast()
        let beneath = [(rootViewController.view!, CGPoint.zero)] + between.map { ($0.controller.view!, $0.frame.origin) }
        let firstShown = between.lastIndex(where: \.coversWholeScreen).map { $0 + 1 } ?? 0
        for (view, origin) in beneath[firstShown...] {
            view.layoutIfNeeded()
            renderer.draw(view, at: Point(x: Double(origin.x), y: Double(origin.y)))
        }
        renderer.canvas.fill(Rect(origin: .zero, size: host.size), color: Color.black.withAlpha(top.dimming), cornerRadius: 0)
    }

    /// A presentation rising or a dismissal falling: the screens that stay, as they are drawn at
    /// rest, then the dimming as far as it has come and the moving screen in front of it; the
    /// context menu over all. False when none is under way.
    private func drawPresentationTransition(renderer: ViewRenderer, host: LayoutHost) -> Bool {
        guard let transition = presentationTransition else { return false }
        let staying = transition.isPresenting ? Array(presentedLayers.dropLast()) : presentedLayers
        let layer = transition.layer, canvas = renderer.canvas
        if transition.flips {
            let (showsBefore, transform) = transition.flipTurn(size: host.size)
            let shown = showsBefore == transition.isPresenting ? staying : staying + [layer]
            canvas.fill(Rect(origin: .zero, size: host.size), color: .black, cornerRadius: 0)
            canvas.beginTransformedLayer(size: host.size, transform: transform, opacity: 1, background: .black)
            drawResting(shown, renderer: renderer, host: host)
            canvas.endTransformedLayer()
            contextMenu?.draw(on: host.size, renderer: renderer)
            return true
        }
        drawResting(staying, renderer: renderer, host: host)
        if !layer.coversWholeScreen {
            canvas.fill(Rect(origin: .zero, size: host.size), color: Color.black.withAlpha(layer.dimming * transition.shown), cornerRadius: 0)
        }
        var frame = layer.screenRect
        frame.origin.y += transition.drop(screenHeight: host.size.height)
        let view = layer.controller.view!
        view.layoutIfNeeded()
        // A fading screen's layer is the whole screen: the alert's card casts its shadow past its frame.
        if transition.fades { canvas.beginTransparencyLayer(Rect(origin: .zero, size: host.size), opacity: transition.shown) }
        withShape(of: layer, at: frame, on: canvas) { renderer.draw(view, at: frame.origin) }
        if transition.fades { canvas.endTransparencyLayer() }
        contextMenu?.draw(on: host.size, renderer: renderer)
        return true
    }

    /// The root screen with `layers` presented over it as the screen shows them at rest, with
    /// `layers` as its presentations: what lies beneath the top one, then the top one in its shape.
    private func drawResting(_ layers: [PresentedLayer], renderer: ViewRenderer, host: LayoutHost) {
        guard let top = layers.last else {
            let root = rootViewController.view!
            root.layoutIfNeeded()
            return renderer.draw(root, at: .zero)
        }
        drawBeneath(layers, renderer: renderer, host: host)
        let view = top.controller.view!, frame = top.screenRect
        view.layoutIfNeeded()
        withShape(of: top, at: frame, on: renderer.canvas) { renderer.draw(view, at: frame.origin) }
    }

    /// Runs `draw` inside `layer`'s shape lying at `frame`: a sheet's rounded top corners.
    private func withShape(of layer: PresentedLayer, at frame: Rect, on canvas: any Canvas, _ draw: () -> Void) {
        guard layer.clipsToSheetShape else { return draw() }
        canvas.beginRoundedClip(frame, cornerRadius: layer.cornerRadius, corners: [.topLeft, .topRight], curve: .continuous)
        draw()
        if layer.sheet?.prefersGrabberVisible == true {
            let grabber = SheetGrabber.frame(inSheetAt: frame)
            canvas.fill(grabber, color: UIColor.tertiaryLabel.color.resolved(for: layer.controller.traitCollection.userInterfaceStyle.userInterfaceStyle),
                        cornerRadius: grabber.height / 2)
        }
        canvas.endRoundedClip()
    }

    /// Runs `draw` inside the top screen's shape: a sheet's rounded top corners.
    private func withTopShape(on canvas: any Canvas, _ draw: () -> Void) {
        guard let top = presentedLayers.last else { return draw() }
        withShape(of: top, at: top.screenRect, on: canvas, draw)
    }

    /// Shows the views with `traits` and lays them out, measuring their text with `measurer`.
    /// A screen that came since the last frame (pushed from a click, a tab chosen) was laid out
    /// outside the frame, with another measurer: its text is measured again.
    func prepareViews(measuredWith measurer: any TextMeasuring, traits: Traits) {
        let roots = [rootViewController.view!] + presentedLayers.map { $0.controller.view! }
        let measuredOtherwise = layoutMeasurer !== measurer as AnyObject
        if viewsNeedRemeasuring || measuredOtherwise {
            roots.forEach(Self.remeasure)
            viewsNeedRemeasuring = false
        }
        layoutMeasurer = measurer as AnyObject
        // An alert's card is as tall as its text: placed again when the text is measured otherwise.
        if measuredOtherwise {
            for index in presentedLayers.indices where presentedLayers[index].isAlert {
                host.solving { presentedLayers[index].layOut(on: host) }
            }
        }
        for root in roots {
            root.show(with: traits)
            root.layoutIfNeeded()
        }
    }

    private static func remeasure(_ view: UIView) {
        view.invalidateIntrinsicContentSize()
        view.setNeedsLayout()
        for subview in view.subviews { remeasure(subview) }
    }

    /// Scrolls `collectionView` to the offset shown and lets the bars follow it.
    func follow(_ collectionView: UICollectionView, to offset: Point, adjustedTop: Double) {
        collectionView.scrolled(to: CGPoint(x: offset.x, y: offset.y))
        leftOffsets[ObjectIdentifier(collectionView)] = (collectionView.contentOffset, collectionView.insetsBeforeRefreshRoom.top)
        let scrolled = collectionView.collectionViewLayout.scrollsVertically ? offset.y + adjustedTop : 0
        followBars(of: collectionView, scrolledPast: scrolled)
    }

    /// The first visible scroll view in `view`'s tree, depth first: the one a screen without a
    /// collection view of the engine's own has its bars follow, as UIKit's content scroll view.
    static func firstScrollView(in view: UIView) -> UIScrollView? {
        guard !view.isHidden else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews { if let found = firstScrollView(in: subview) { return found } }
        return nil
    }

    /// Lets the navigation bar over `scrollView` follow how far its content is past its top.
    func followBars(of scrollView: UIScrollView) {
        // Not shown yet, the content will rest at its start.
        let scrolled = scrollView.nestedScroller == nil ? 0 : scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        followBars(of: scrollView, scrolledPast: Double(scrolled))
    }

    private func followBars(of scrollView: UIScrollView, scrolledPast scrolled: Double) {
        navigationController(over: scrollView)?.contentDidScroll(past: CGFloat(scrolled))
    }

    /// The controller whose view holds `view`.
    func owningController(of view: UIView) -> UIViewController? {
        var current: UIView? = view
        while let candidate = current {
            if let controller = candidate.owningController { return controller }
            current = candidate.superview
        }
        return nil
    }

    /// The parts of a screen of `size` outside `frame`: above, below, before and after it.
    static func rects(around frame: Rect, within size: Size) -> [Rect] {
        [Rect(x: 0, y: 0, width: size.width, height: frame.minY),
         Rect(x: 0, y: frame.maxY, width: size.width, height: size.height - frame.maxY),
         Rect(x: 0, y: frame.minY, width: frame.minX, height: frame.height),
         Rect(x: frame.maxX, y: frame.minY, width: size.width - frame.maxX, height: frame.height)]
            .filter { $0.width > 0 && $0.height > 0 }
    }

    /// Draws what lies behind `target` inside `view` (whose bounds are at `origin`): each view's
    /// own background on the way down, and the subviews before that way.
    func drawBehind(of view: UIView, toward target: UIView, at origin: Point, renderer: ViewRenderer) {
        guard view !== target, !view.isHidden, let index = view.subviews.firstIndex(where: { target.isDescendant(of: $0) }) else { return }
        if let background = view.backgroundColor {
            renderer.canvas.fill(Rect(origin: origin, size: Size(width: Double(view.bounds.width), height: Double(view.bounds.height))),
                                 color: background.color, cornerRadius: Double(view.layer.cornerRadius))
        }
        for behind in view.subviews[..<index] {
            renderer.draw(behind, at: Point(x: origin.x + Double(behind.frame.minX - view.bounds.minX),
                                            y: origin.y + Double(behind.frame.minY - view.bounds.minY)))
        }
        let child = view.subviews[index]
        drawBehind(of: child, toward: target, at: Point(x: origin.x + Double(child.frame.minX - view.bounds.minX),
                                                         y: origin.y + Double(child.frame.minY - view.bounds.minY)), renderer: renderer)
    }

    /// Draws what lies in front of `target` inside `view` (whose bounds are at `origin`): for
    /// each view on the way down to `target`, the subviews after that way.
    func drawFront(of view: UIView, toward target: UIView, at origin: Point, renderer: ViewRenderer) {
        guard view !== target, let index = view.subviews.firstIndex(where: { target.isDescendant(of: $0) }) else { return }
        let child = view.subviews[index]
        let childOrigin = Point(x: origin.x + Double(child.frame.minX - view.bounds.minX), y: origin.y + Double(child.frame.minY - view.bounds.minY))
        drawFront(of: child, toward: target, at: childOrigin, renderer: renderer)
        for front in view.subviews[(index + 1)...] {
            renderer.draw(front, at: Point(x: origin.x + Double(front.frame.minX - view.bounds.minX),
                                           y: origin.y + Double(front.frame.minY - view.bounds.minY)))
        }
    }
}
