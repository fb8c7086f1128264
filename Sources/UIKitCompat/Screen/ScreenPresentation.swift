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
    public private(set) var collectionView: UICollectionView?

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
    }

    /// The first visible collection view in `view`'s tree, depth first, back to front.
    static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let collectionView = view as? UICollectionView, !view.isHidden { return collectionView }
        guard !view.isHidden else { return nil }
        for subview in view.subviews { if let found = firstCollectionView(in: subview) { return found } }
        return nil
    }

    /// Where `view`'s frame is in the screen's coordinates.
    static func frameOnScreen(_ view: UIView) -> CGRect {
        var origin = view.frame.origin
        var current = view
        while let parent = current.superview {
            origin.x += parent.frame.minX - parent.bounds.minX
            origin.y += parent.frame.minY - parent.bounds.minY
            current = parent
        }
        if current.superview == nil, current !== view {
            origin.x -= current.frame.minX
            origin.y -= current.frame.minY
        }
        return CGRect(origin: origin, size: view.frame.size)
    }

    /// The collection view's frame on the screen.
    public var collectionViewFrame: CGRect? { collectionView.map(Self.frameOnScreen) }

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
    }

    /// A controller pushed, popped, presented or changed tabs: the shown collection view may be another.
    public func topScreenDidChange() {
        collectionView = Self.firstCollectionView(in: rootViewController.view)
        onScreenChange?()
    }

    /// What the program does when the screen's collection view changed: shows the new one.
    public var onScreenChange: (() -> Void)?

    /// Where each collection view shown so far was left, so one shown again (a pop back) opens there.
    private var leftOffsets: [ObjectIdentifier: CGPoint] = [:]

    /// Where the shown collection view was left when it was last shown; nil the first time.
    public var shownCollectionViewOffset: CGPoint? {
        collectionView.flatMap { leftOffsets[ObjectIdentifier($0)] }
    }

    func present(_ controller: UIViewController, from presenter: UIViewController) {}
    func dismiss(_ controller: UIViewController) {}

    // MARK: ScreenChrome

    public func barInsets(on host: LayoutHost) -> DirectionalEdgeInsets {
        show(host)
        guard let collectionView else { return .zero }
        let adjusted = collectionView.adjustedContentInset, screen = host.safeAreaInsets
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

    public func draw(on canvas: any Canvas, measurer: any TextMeasuring, host: LayoutHost, contentOffset: Point,
                     adjustedInsets: (leading: Double, trailing: Double)) {
        show(host)
        guard let collectionView else { return }
        TextMeasurement.measuring(with: measurer) {
            follow(collectionView, to: contentOffset, adjustedTop: adjustedInsets.leading)
            rootViewController.view.show(with: host.traits)
            rootViewController.view.layoutIfNeeded()
            let renderer = ViewRenderer(canvas: canvas, measurer: measurer)
            if collectionViewIsInset(on: host) {
                // What lies behind the collection view shows only where the view does not reach.
                for outside in Self.rects(around: collectionViewFrame(on: host), within: host.size) {
                    canvas.pushClip(outside)
                    drawBehind(of: rootViewController.view, toward: collectionView, at: Point(x: 0, y: 0), renderer: renderer)
                    canvas.popClip()
                }
            }
            drawFront(of: rootViewController.view, toward: collectionView, at: Point(x: 0, y: 0), renderer: renderer)
        }
    }

    public func viewTree(host: LayoutHost, contentOffset: Point, adjustedInsets: (leading: Double, trailing: Double),
                         collectionViewMembers members: (_ adjustedContentInset: [Double]) -> String) -> ViewTreeNode {
        show(host)
        guard let collectionView else { return rootViewController.view.viewTreeNode }
        follow(collectionView, to: contentOffset, adjustedTop: adjustedInsets.leading)
        rootViewController.view.show(with: host.traits)
        rootViewController.view.layoutIfNeeded()
        let inset = collectionView.adjustedContentInset
        let shownMembers = members([inset.top, inset.left, inset.bottom, inset.right].map(Double.init))
        return Self.tree(of: rootViewController.view, replacing: collectionView, with: shownMembers)
    }

    /// `view`'s tree with `collectionView`'s node carrying `members` in place of its subviews.
    private static func tree(of view: UIView, replacing collectionView: UICollectionView, with members: String) -> ViewTreeNode {
        var node = view.viewTreeNode
        if view === collectionView {
            node.subviews = []
            node.scrollMembers = members
            return node
        }
        node.subviews = view.subviews.map { tree(of: $0, replacing: collectionView, with: members) }
        return node
    }

    /// Scrolls `collectionView` to the offset shown and lets the bars follow it.
    private func follow(_ collectionView: UICollectionView, to offset: Point, adjustedTop: Double) {
        collectionView.contentOffset = CGPoint(x: offset.x, y: offset.y)
        leftOffsets[ObjectIdentifier(collectionView)] = collectionView.contentOffset
        let scrolled = collectionView.collectionViewLayout.scrollsVertically ? offset.y + adjustedTop : 0
        var controller: UIViewController? = owningController(of: collectionView)
        while let current = controller {
            if let navigation = current as? UINavigationController {
                navigation.contentDidScroll(past: CGFloat(scrolled))
                break
            }
            controller = current.parent
        }
    }

    /// The controller whose view holds `view`.
    private func owningController(of view: UIView) -> UIViewController? {
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
    private func drawBehind(of view: UIView, toward target: UIView, at origin: Point, renderer: ViewRenderer) {
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
    private func drawFront(of view: UIView, toward target: UIView, at origin: Point, renderer: ViewRenderer) {
        guard view !== target, let index = view.subviews.firstIndex(where: { target.isDescendant(of: $0) }) else { return }
        let child = view.subviews[index]
        let childOrigin = Point(x: origin.x + Double(child.frame.minX - view.bounds.minX), y: origin.y + Double(child.frame.minY - view.bounds.minY))
        drawFront(of: child, toward: target, at: childOrigin, renderer: renderer)
        for front in view.subviews[(index + 1)...] {
            renderer.draw(front, at: Point(x: origin.x + Double(front.frame.minX - view.bounds.minX),
                                           y: origin.y + Double(front.frame.minY - view.bounds.minY)))
        }
    }

    public func goBack() -> Bool {
        var top: UIViewController = rootViewController
        while let presented = top.presentedViewController { top = presented }
        if top !== rootViewController {
            top.dismiss(animated: true)
            topScreenDidChange()
            return true
        }
        if let navigation = Self.visibleNavigationController(in: top), navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
            return true
        }
        return false
    }

    /// The navigation controller shown deepest in `controller`'s screen.
    private static func visibleNavigationController(in controller: UIViewController) -> UINavigationController? {
        var found = controller as? UINavigationController
        for child in controller.shownChildren {
            if let deeper = visibleNavigationController(in: child) { found = deeper }
        }
        return found
    }

    public func collectionViewDidSelect(_ indexPath: IndexPath) {
        collectionView?.clickSelect(indexPath)
    }

    public func click(at point: Point, host: LayoutHost) -> Bool {
        show(host)
        guard let collectionView else { return false }
        let cgPoint = CGPoint(x: point.x, y: point.y)
        let outside = !collectionViewFrame(on: host).contains(point)
        let hit = frontView(at: cgPoint, in: rootViewController.view, toward: collectionView, origin: .zero)
            ?? (outside ? Self.deepestView(at: cgPoint, in: rootViewController.view, frame: rootViewController.view.frame, skipping: collectionView) : nil)
        guard let hit else { return outside }
        var view: UIView? = hit
        while let candidate = view {
            if let control = candidate as? UIControl, control.isEnabled {
                control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
                return true
            }
            view = candidate.superview
        }
        return true
    }

    /// The deepest visible view in front of `target` under `point`.
    private func frontView(at point: CGPoint, in view: UIView, toward target: UIView, origin: CGPoint) -> UIView? {
        guard view !== target, let index = view.subviews.firstIndex(where: { target.isDescendant(of: $0) }) else { return nil }
        for front in view.subviews[(index + 1)...].reversed() {
            let frame = CGRect(x: origin.x + front.frame.minX - view.bounds.minX, y: origin.y + front.frame.minY - view.bounds.minY,
                               width: front.frame.width, height: front.frame.height)
            if let hit = Self.deepestView(at: point, in: front, frame: frame) { return hit }
        }
        let child = view.subviews[index]
        return frontView(at: point, in: child, toward: target,
                         origin: CGPoint(x: origin.x + child.frame.minX - view.bounds.minX, y: origin.y + child.frame.minY - view.bounds.minY))
    }

    /// The deepest visible, interactive view of `view`'s tree (`view` at `frame`) under `point`,
    /// leaving out `skipped`'s tree.
    static func deepestView(at point: CGPoint, in view: UIView, frame: CGRect, skipping skipped: UIView? = nil) -> UIView? {
        guard view !== skipped, !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
        for subview in view.subviews.reversed() {
            let subframe = CGRect(x: frame.minX + subview.frame.minX - view.bounds.minX, y: frame.minY + subview.frame.minY - view.bounds.minY,
                                  width: subview.frame.width, height: subview.frame.height)
            if let hit = deepestView(at: point, in: subview, frame: subframe, skipping: skipped) { return hit }
        }
        return frame.contains(point) ? view : nil
    }
}

extension DirectionalEdgeInsets {
    /// The insets as UIKit's edge insets, leading as left.
    var uiEdgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: CGFloat(top), left: CGFloat(leading), bottom: CGFloat(bottom), right: CGFloat(trailing))
    }
}
