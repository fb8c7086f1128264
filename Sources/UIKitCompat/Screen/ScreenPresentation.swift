import CollectionLayout
import CollectionView

/// A view controller's screen as the program shows it: the root controller's view given the
/// screen (its size and safe area), its lifecycle run, and the collection view in it found. The
/// collection view is drawn by the engine; everything in front of it (bars, buttons) is drawn
/// over it from here, following its scroll, as `ScreenChrome`.
///
/// Controllers reach their screen through their root when they push, pop, present or change tabs.
public final class ScreenPresentation: ScreenChrome {
    /// The controller the screen was made from.
    public let rootViewController: UIViewController
    /// The screen's host as last laid out.
    private(set) var host: LayoutHost
    /// The collection view the engine shows: the first one in the shown screen's views.
    public private(set) var collectionView: UICollectionView? {
        didSet {
            if oldValue !== collectionView { oldValue?.enginePresentation = nil }
            collectionView?.enginePresentation = self
        }
    }

    /// The screen made last, while it lives: a collection view made for it does not stand for
    /// the device on its own. Controllers find their screen through their root.
    nonisolated(unsafe) static weak var current: ScreenPresentation?

    /// Shows `rootViewController` on `host`'s screen, running its lifecycle up to `viewDidAppear`.
    public init(rootViewController: UIViewController, host: LayoutHost) {
        self.rootViewController = rootViewController
        self.host = host
        Self.current = self
        rootViewController.hostingPresentation = self
        UIDevice.current.show(host)
        let view = rootViewController.view!
        view.frame = CGRect(x: 0, y: 0, width: host.size.width, height: host.size.height)
        rootViewController.containerSafeArea = host.safeAreaInsets.uiEdgeInsets
        rootViewController.beginAppearanceTransition(true, animated: false)
        rootViewController.noteIsAppearing(animated: false)
        view.layoutIfNeeded()
        rootViewController.endAppearanceTransition()
        view.layoutIfNeeded()
        collectionView = Self.firstCollectionView(in: view)
        // Observers do not run in an initialiser.
        collectionView?.enginePresentation = self
    }

    /// `rootViewController`'s screen on `host`, as a person first sees it: its lifecycle run,
    /// then the work it scheduled on the main queue or the main actor (`MainQueueDrain`), then
    /// the collection view it shows found again. What the command line and `ScreenWindow` show.
    public static func settled(rootViewController: UIViewController, host: LayoutHost) -> ScreenPresentation {
        let presentation = ScreenPresentation(rootViewController: rootViewController, host: host)
        // Spinners start at their first step: a snapshot draws them there every run.
        ActivityIndicators.reset()
        TextInputFocus.reset()
        MainQueueDrain.drain()
        presentation.finishTransitions()
        presentation.topScreenDidChange()
        return presentation
    }

    /// The first visible collection view in `view`'s tree, depth first, back to front.
    static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let results = searchResultsView(in: view), let found = firstCollectionView(under: results) { return found }
        return firstCollectionView(under: view)
    }

    private static func firstCollectionView(under view: UIView) -> UICollectionView? {
        if let collectionView = view as? UICollectionView, !view.isHidden { return collectionView }
        guard !view.isHidden else { return nil }
        for subview in view.subviews { if let found = firstCollectionView(under: subview) { return found } }
        return nil
    }

    /// A search results controller's view shown in `view`'s tree: it lies over the screen searched.
    private static func searchResultsView(in view: UIView) -> UIView? {
        guard !view.isHidden else { return nil }
        if view.showsSearchResults { return view }
        for subview in view.subviews { if let found = searchResultsView(in: subview) { return found } }
        return nil
    }

    /// The collection view's frame on the screen.
    public var collectionViewFrame: CGRect? {
        collectionView.map { view in
            // A root view's own coordinates are the screen's: its frame is where it lies, however scrolled.
            let frame = view.superview == nil ? view.frame : view.convert(view.bounds, to: nil)
            return frame.offsetBy(dx: topOrigin.x, dy: topOrigin.y)
        }
    }

    /// The screens presented over the root's, bottom to top.
    var presentedLayers: [PresentedLayer] = []

    /// The view of the screen on top: the last presented one's, else the root's.
    var topView: UIView { presentedLayers.last?.controller.view ?? rootViewController.view }

    /// Where the top view lies on the screen.
    var topOrigin: CGPoint { presentedLayers.last?.frame.origin ?? .zero }

    /// The top view's frame on the screen.
    var topFrame: CGRect { CGRect(origin: topOrigin, size: topView.frame.size) }

    /// Lays the screen out for `newHost` when it changed: a new size (the controllers are told
    /// of the transition), new traits (told through `traitCollectionDidChange`), a new safe area.
    func show(_ newHost: LayoutHost) {
        guard newHost != host else { return }
        let previous = UITraitCollection(traits: host.traits)
        let resized = newHost.size != host.size
        host = newHost
        UIDevice.current.show(newHost)
        if resized {
            let coordinator = ImmediateTransitionCoordinator()
            rootViewController.viewWillTransition(to: CGSize(width: newHost.size.width, height: newHost.size.height), with: coordinator)
            rootViewController.view.frame = CGRect(x: 0, y: 0, width: newHost.size.width, height: newHost.size.height)
            coordinator.finish()
        }
        rootViewController.containerSafeArea = newHost.safeAreaInsets.uiEdgeInsets
        if previous.traits != newHost.traits { rootViewController.noteTraitsChanged(from: previous) }
        rootViewController.view.layoutIfNeeded()
        for index in presentedLayers.indices {
            if previous.traits != newHost.traits { presentedLayers[index].controller.noteTraitsChanged(from: previous) }
            measuringAsDrawn { presentedLayers[index].layOut(on: newHost) }
        }
    }

    /// A controller pushed, popped, presented or changed tabs: the shown collection view may be another.
    public func topScreenDidChange() {
        collectionView = Self.firstCollectionView(in: topView)
        viewsNeedRemeasuring = true
        onScreenChange?()
    }

    /// The shown collection view was given another layout: the engine solves it at its next
    /// frame, keeping the scroll where it was (within the new content), and moves the elements
    /// there when `animated`. A change before that frame replaces this one; its completion still
    /// runs, when this one's does.
    func collectionViewLayoutDidChange(animated: Bool = false, completion: (() -> Void)? = nil) {
        let earlier = pendingLayoutChange?.completion
        let both: (() -> Void)? = earlier == nil ? completion : { earlier?(); completion?() }
        pendingLayoutChange = LayoutChange(isAnimated: animated, completion: both)
    }

    public var hasLayoutChange: Bool { pendingLayoutChange != nil }

    public func takeLayoutChange() -> LayoutChange? {
        defer { pendingLayoutChange = nil }
        return pendingLayoutChange
    }

    /// What the program does when the screen's collection view changed: shows the new one.
    public var onScreenChange: (() -> Void)?

    /// The other layout the shown collection view was given, which the engine has not solved yet.
    var pendingLayoutChange: LayoutChange?
    /// The measurer the views were last laid out with while drawn or dumped.
    var layoutMeasurer: AnyObject?
    /// Whether the shown screen changed since the views were last laid out for a frame.
    var viewsNeedRemeasuring = true

    /// The context menu open, if any.
    var contextMenu: ContextMenuOverlay? {
        didSet { if contextMenu == nil { heldButton?.isHeld = false } }
    }
    /// The button whose menu a long press opened, held until the menu closes.
    weak var heldButton: UIButton?

    /// The push or pop sliding now, if any.
    var slide: SlideTransition?
    /// Whether the engine's collection view was being scrolled (a drag, the wheel, an animation) as this frame was drawn.
    var engineIsScrolling = false

    /// The scroll views drawn inside the screen's views, for the pointer.
    let nestedScrollers = NestedScrollers()
    /// A press on the screen's views that a control or a recognizer follows (a slider's thumb, a
    /// pan, a long press), while button 1 is down.
    var pressTracker: (any PressTracking)?

    /// Where each collection view shown so far was left, with its top inset then, so one shown
    /// again (a pop back) opens there.
    var leftOffsets: [ObjectIdentifier: (offset: CGPoint, top: CGFloat)] = [:]

    /// Where the shown collection view was left when it was last shown; nil the first time. One
    /// left resting at its top opens at its top, as UIKit keeps a scroll view at rest there when
    /// its insets change (the bars came back while it was covered).
    public var shownCollectionViewOffset: CGPoint? {
        guard let collectionView, let left = leftOffsets[ObjectIdentifier(collectionView)] else { return nil }
        guard left.offset.y <= -left.top else { return left.offset }
        return CGPoint(x: left.offset.x, y: -collectionView.insetsBeforeRefreshRoom.top)
    }

    /// `controller` is presented: its view is laid out over the screen, a sheet or the whole of
    /// it, and it becomes the screen on top at once, as the views' model does in UIKit; when
    /// `animated`, it is drawn rising to its place, and `finish` runs once it is there. `placed`
    /// runs as soon as the view has its place and safe area.
    func present(_ controller: UIViewController, from presenter: UIViewController, animated: Bool, placed: () -> Void,
                 finish: @escaping () -> Void) {
        let layer = measuringAsDrawn { PresentedLayer(controller, on: host) }
        presentedLayers.append(layer)
        placed()
        topScreenDidChange()
        if animated {
            presentationTransition = PresentationTransition(layer: layer, isPresenting: true, finish: finish)
        } else {
            finish()
        }
    }

    /// `body` run with this screen's traits and with text measured as the last frame was drawn
    /// (an action's handler presents outside any frame): an alert sized at presentation fits the
    /// text it is drawn with.
    func measuringAsDrawn<Value>(_ body: () -> Value) -> Value {
        let measurer = (layoutMeasurer as? any TextMeasuring) ?? TextMeasurement.measurer
        return host.solving { TextMeasurement.measuring(with: measurer, body) }
    }

    /// `controller` (and whatever it presented) is dismissed: the screen beneath is on top again
    /// at once; when `animated`, the dismissed one is drawn falling away, and `finish` runs once
    /// it is gone.
    func dismiss(_ controller: UIViewController, animated: Bool, finish: @escaping () -> Void) {
        guard let index = presentedLayers.firstIndex(where: { $0.controller === controller }) else { return finish() }
        let layer = presentedLayers[index]
        presentedLayers.removeSubrange(index...)
        topScreenDidChange()
        if animated {
            presentationTransition = PresentationTransition(layer: layer, isPresenting: false, finish: finish)
        } else {
            finish()
        }
    }

    /// A presentation rising or a dismissal falling, if any.
    var presentationTransition: PresentationTransition?
    /// A sheet let go coming back to rest: its offset when let go, and when it started back.
    var sheetReturn: (from: CGFloat, start: Double?)?
    /// A drag of the sheet's collection view past its top, moving the sheet.
    var contentPull: SheetDragPress?

    /// Ends at once any presentation, dismissal, push or pop under way, as a snapshot or a dump
    /// shows the screen after its animations: the controllers hear `viewDidAppear`/
    /// `viewDidDisappear` and the completions run. A new presentation or dismissal ends the one
    /// before it the same way, as a new push or pop ends a slide.
    public func finishTransitions() {
        finishSlide()
        finishPresentationTransition()
    }

    /// Ends a presentation or dismissal under way at once.
    func finishPresentationTransition() {
        guard let transition = presentationTransition else { return }
        presentationTransition = nil
        endTransitionDrawing()
        transition.finish()
    }

    /// The screen's own collection view, drawn inside a moving screen while a transition ran, is
    /// the engine's again.
    func endTransitionDrawing() {
        collectionView?.nestedScroller = nil
    }

    // MARK: ScreenChrome

    public func barInsets(on host: LayoutHost) -> DirectionalEdgeInsets {
        show(host)
        guard let collectionView else { return .zero }
        // The engine adds a refreshing control's room itself.
        let adjusted = collectionView.insetsBeforeRefreshRoom, screen = host.safeAreaInsets
        return DirectionalEdgeInsets(top: Double(adjusted.top) - screen.top, leading: Double(adjusted.left) - screen.leading,
                                     bottom: Double(adjusted.bottom) - screen.bottom, trailing: Double(adjusted.right) - screen.trailing)
    }

    public func collectionViewFrame(on host: LayoutHost) -> Rect {
        show(host)
        guard let frame = collectionViewFrame else { return Rect(origin: .zero, size: host.size) }
        return Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
    }

    /// Whether the collection view leaves part of `host`'s screen to other views.
    func collectionViewIsInset(on host: LayoutHost) -> Bool {
        let frame = collectionViewFrame(on: host)
        return abs(frame.minX) > 0.5 || abs(frame.minY) > 0.5 || abs(frame.width - host.size.width) > 0.5 || abs(frame.height - host.size.height) > 0.5
    }

    /// The screen the collection view's own layout is solved for: its size, its safe area and
    /// the screen's traits.
    func collectionViewHost(on host: LayoutHost) -> LayoutHost {
        var inner = host
        let frame = collectionViewFrame(on: host)
        inner.size = frame.size
        if let collectionView {
            let safe = collectionView.safeAreaInsets
            inner.safeAreaInsets = DirectionalEdgeInsets(top: Double(safe.top), leading: Double(safe.left), bottom: Double(safe.bottom),
                                                         trailing: Double(safe.right))
            inner.layoutMargins = SystemLayoutMargins.forWidth(frame.width)
        }
        return inner
    }
}
