import CollectionLayout
import CollectionView

/// A rectangle on screen and the views inside it, as UIKit's `UIView`: its frame, appearance
/// and layer, its subviews, and its layout by `layoutSubviews` and Auto Layout.
///
/// A view is drawn through the collection view's canvas when it is (or is inside) a cell or
/// reusable view: its layer's shadow, its background with the layer's corners, what the view
/// itself draws (a label's text, an image view's image), its subviews (clipped to its bounds when
/// ``clipsToBounds``), then the layer's border. Hidden views and views of alpha 0 are not drawn;
/// a view of alpha below 1 is composited with everything inside it as one picture, as UIKit's.
open class UIView: UIResponder {
    /// The view's position and size in its superview's coordinates; setting a new size lays it out again.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            let old = storedFrame.size
            storedFrame = newValue
            if newValue.size != old {
                setNeedsLayout()
                if autoresizesSubviews { resizeSubviews(from: old) }
            }
            frameDidChange()
        }
    }
    var storedFrame: CGRect
    /// Where the view's own content starts in its coordinates (a scroll view's offset); zero for most views.
    private var boundsOrigin = CGPoint.zero

    /// The view's own coordinates: its origin (usually zero) and its size, the frame's.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// The frame's centre in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// Whether subviews placed by their frames follow a change of this view's size by their autoresizing masks.
    open var autoresizesSubviews = true
    /// The fill behind the view's content; nil draws none.
    open var backgroundColor: UIColor?
    /// How opaque the view and all it holds are, 0 to 1.
    open var alpha: CGFloat = 1
    /// How opaque the view is drawn in an animation under way, times `alpha`: as Core
    /// Animation's presentation layer, it changes what is drawn, never what a click finds.
    var animatedOpacity: CGFloat = 1
    /// The opacity the view is drawn with now.
    var drawnAlpha: CGFloat { alpha * animatedOpacity }
    /// Whether the view and its subviews are left undrawn.
    open var isHidden = false {
        didSet { if isHidden != oldValue, let stack = superview as? UIStackView { stack.arrangedSubviewVisibilityChanged() } }
    }
    /// Whether subviews are clipped to the view's bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A transform about the centre, applied when the view is drawn; its frame is its untransformed one here.
    open var transform = CGAffineTransform.identity
    /// How the view's content fills its bounds (an image view's image).
    open var contentMode = ContentMode.scaleToFill
    /// The layer behind the view: its corner radius, border and shadow are drawn.
    public let layer = CALayer()
    /// A number code can find the view by.
    open var tag = 0
    /// Whether touches reach the view; kept.
    open var isUserInteractionEnabled = true
    /// The gesture recognizers attached (``gestureRecognizers``).
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// Whether the view is a search results controller's, shown over the screen searched: its
    /// collection view is the one the screen shows.
    var showsSearchResults = false
    /// A name for tests and tools; kept.
    open var accessibilityIdentifier: String?
    /// Which way the view's content runs when it is not the interface's way.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// The colour controls and templates are tinted with: this view's own, else its superview's,
    /// else the system blue, as UIKit inherits it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    /// The tint set on this view itself, not inherited.
    var ownTint: UIColor? { ownTintColor }

    /// The controller whose view this is, if any.
    weak var owningController: UIViewController?

    open override var next: UIResponder? { owningController ?? superview }

    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    public private(set) weak var superview: UIView?

    // Auto Layout's state, kept by the extensions in AutoLayout/.
    /// The constraints held by this view (installed on it as their items' nearest common ancestor).
    var heldConstraints: [NSLayoutConstraint] = []
    /// Whether the view's frame is fixed by constraints made from it (true) or set by constraints.
    var translatesMask = true
    var storedAutoresizingMask: AutoresizingMask = []
    var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The guides added with `addLayoutGuide`, and the system's ones once asked for.
    var ownLayoutGuides: [UILayoutGuide] = []
    var systemGuides = SystemLayoutGuides()
    var storedVariables: LayoutVariables?
    /// The engine solving this view's tree, when the view is the tree's root.
    var rootEngine: LayoutEngine?
    /// The engine a fitting size is solved in when this view is not a root.
    var fittingEngine: LayoutEngine?
    var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var marginsAreDirectional = false
    var storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the margins guide and the margin attributes add the safe area to the layout
    /// margins; true, as in UIKit.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsDidChange() } }
    }
    /// Whether code set the margins; a view controller's root view left alone has the system's minimum.
    var marginsWereSet = false
    /// Whether `layoutSubviews` must run before the view is drawn or measured.
    var needsLayout = true
    /// Whether `updateConstraints` must run before the next layout.
    var constraintsNeedUpdate = true

    // Its trait-change registrations go with it.
    deinit { TraitChangeRegistrations.forget(self) }

    /// A view of `frame`.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
        layer.view = self
    }

    /// A view of zero size.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Views are not decoded from storyboards here: this stops the program, naming the class.
    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:) or a registration")
    }

    /// Where the baselines of the view's first and last lines of text are from its vertical
    /// centre, when it shows text (a label does); nil puts both at the bottom edge.
    func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? { nil }

    /// Draws what the view shows itself, over its background and under its subviews, in `rect`
    /// (its bounds on the canvas): nothing for a plain view, a label's text, an image.
    func drawContent(in rect: Rect, renderer: ViewRenderer) {}

    /// Whether the view's intrinsic height depends on the width it is given (a label of several
    /// lines), so the engine solves again once it knows the width.
    var intrinsicSizeDependsOnWidth: Bool { false }
    /// The width the engine last gave a view whose intrinsic size depends on it.
    var widthForIntrinsicSize: CGFloat?
    /// Along this axis the view keeps its intrinsic length when hugging and compression
    /// resistance leave a choice: a fill stack view's views but its last.
    var prefersIntrinsicSizeOnTies: NSLayoutConstraint.Axis?

    // MARK: The hierarchy

    /// Puts `view` in front of the other subviews, taking it out of its old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `index` among the subviews (0 is the back).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(index, subviews.count))
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.rootEngine = nil
        treeDidChange()
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Puts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Puts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview, with the constraints that tied it to views outside it.
    open func removeFromSuperview() {
        guard let superview else { return }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        superview.treeDidChange()
        deactivateConstraintsLeaving(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        superview.setNeedsLayout()
    }

    /// Whether `view` is this view or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view with `tag` among this one and everything inside it, this one first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Called before the view moves to another superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The topmost view this one is inside (itself when it has no superview).
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The traits the view is shown with: the screen's being drawn or laid out, else a plain
    /// screen of the view's size.
    open var traitCollection: UITraitCollection {
        var traits = (LayoutHost.current ?? LayoutHost(size: Size(width: Double(bounds.width), height: Double(bounds.height)))).traits
        if let style = forcedStyle { traits.userInterfaceStyle = style }
        return UITraitCollection(traits: traits)
    }

    /// The appearance this view and everything inside it take, whatever the screen's: for a
    /// controller's view, the controller's `overrideUserInterfaceStyle` when this is unspecified.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// The appearance this view forces itself, or its controller forces on it.
    var overridingStyle: UserInterfaceStyle? {
        overrideUserInterfaceStyle.overridingStyle ?? owningController?.overrideUserInterfaceStyle.overridingStyle
    }

    /// The appearance the nearest view that forces one (this one or a superview) forces; past a
    /// presented controller's view, the presenter's, as a presentation takes its presenter's traits.
    var forcedStyle: UserInterfaceStyle? {
        var view: UIView? = self
        while let current = view {
            if let style = current.overridingStyle { return style }
            view = current.superview ?? current.owningController?.presentingViewController?.viewIfLoaded
        }
        return nil
    }

    /// The direction the view's content runs: its semantic content attribute's, else the interface's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { inheritedLayoutDirection }

    /// The direction a plain view has: its semantic content attribute's, else its superview's, else
    /// the screen's it is shown on (drawing happens outside any solve), else the one being solved for.
    var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            if let superview { return superview.effectiveUserInterfaceLayoutDirection }
            let direction = shownTraits?.layoutDirection ?? LayoutHost.current?.traits.layoutDirection
            return direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Which way the view's own leading and trailing edges lie in its superview's constraints:
    /// its direction, as UIKit has it.
    var anchorLayoutDirection: UIUserInterfaceLayoutDirection { effectiveUserInterfaceLayoutDirection }

    /// Converts `point` from this view's coordinates to `view`'s (nil: the root's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let own = originInRoot
        let target = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + own.x - target.x, y: point.y + own.y - target.y)
    }

    /// Converts `point` from `view`'s coordinates (nil: the root's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (nil: the root's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Where this view's bounds origin is in its root's coordinates, transforms aside.
    var originInRoot: CGPoint {
        var point = CGPoint.zero
        var view = self
        while let parent = view.superview {
            point.x += view.storedFrame.minX - view.boundsOrigin.x
            point.y += view.storedFrame.minY - view.boundsOrigin.y
            view = parent
        }
        return point
    }

    /// Where this view's bounds origin is in its root's coordinates as Auto Layout solves the
    /// tree: a scroll view's content offset moves what is drawn, not where its content is laid out.
    var layoutOriginInRoot: CGPoint {
        var point = CGPoint.zero
        var view = self
        while let parent = view.superview {
            let origin = view.layoutBoundsOrigin
            point.x += view.storedFrame.minX - origin.x
            point.y += view.storedFrame.minY - origin.y
            view = parent
        }
        return point
    }

    /// The bounds origin as layout sees it: a scroll view's is zero however far it is scrolled.
    var layoutBoundsOrigin: CGPoint { self is UIScrollView ? .zero : boundsOrigin }

    // MARK: What subclasses override

    /// Called when the traits the view is shown with change (a screen turned dark, a new text
    /// size): on every view of a cell that is shown on a screen whose traits differ from the last.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits the view was last shown with.
    var shownTraits: Traits?

    /// Takes on what UIKit's own views change by themselves for new traits (a label's font for
    /// the text size), before `traitCollectionDidChange(_:)` tells the view's code.
    func adopt(_ traits: Traits) {}

    /// Notes that the tree is shown with `traits`, telling each view when they changed. A view
    /// that forces an appearance shows itself and everything inside it in that one.
    func show(with traits: Traits) {
        var traits = traits
        if let style = overridingStyle { traits.userInterfaceStyle = style }
        let previous = shownTraits
        if previous != traits {
            shownTraits = traits
            adopt(traits)
            if let previous {
                traitCollectionDidChange(UITraitCollection(traits: previous))
                TraitChangeRegistrations.notify(self, from: previous, to: traits)
            }
        }
        for subview in subviews { subview.show(with: traits) }
    }

    /// The size the view's content wants on its own (a label's text, an image's size);
    /// `noIntrinsicMetric` on an axis it has none along. Hugging and compression resistance tie
    /// the view's size to it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the engine the intrinsic content size changed (a label's text did).
    open func invalidateIntrinsicContentSize() {
        if let stack = superview as? UIStackView, stack.distribution == .fillProportionally { stack.arrangedSubviewVisibilityChanged() }
        let root = rootView
        root.rootEngine?.intrinsicSizeDidChange(of: self)
        root.needsLayout = true
        superview?.setNeedsLayout()
    }

    /// The view whose first baseline is this view's (itself unless a subclass says, as a stack
    /// view names its first arranged view).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's.
    open var forLastBaselineLayout: UIView { self }

    /// The smallest size the view's constraints allow: `systemLayoutSizeFitting(layoutFittingCompressedSize)`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width is asked to be `targetSize.width`
    /// at `horizontalFittingPriority` and its height `targetSize.height` at
    /// `verticalFittingPriority`, as a self-sizing cell is measured (width required, height
    /// fitting). The view's tree is solved with the view as its root and its frame is left as it was.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let engine: LayoutEngine
        if superview == nil {
            engine = layoutEngine
        } else {
            if fittingEngine == nil { fittingEngine = LayoutEngine(root: self) }
            engine = fittingEngine!
            engine.structureDidChange()
        }
        let size = engine.fittingSize(target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return size
    }

    /// Places the subviews: those placed by constraints take the frames the engine solved. A
    /// subclass that places views itself calls `super.layoutSubviews()` first, as in UIKit.
    open func layoutSubviews() {
        let engine = rootView.layoutEngine
        engine.solveIfNeeded()
        engine.applyFrames(toSubviewsOf: self)
    }

    /// Called before layout when constraints must be updated; a subclass that adds constraints
    /// late calls `super.updateConstraints()` last, as in UIKit.
    open func updateConstraints() {
        constraintsNeedUpdate = false
    }

    /// The size that best fits the view's content within `size`: its current size unless a
    /// subclass knows better (a label's text, an image's size, a stack's arranged views).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The space between the view's edges and its content, left and right as absolute edges
    /// (8 points on every side unless set, as UIKit's).
    open var layoutMargins: UIEdgeInsets {
        get {
            let d = directionalLayoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
        }
        set {
            storedLayoutMargins = newValue
            marginsAreDirectional = false
            marginsWereSet = true
            layoutMarginsDidChange()
        }
    }

    /// The space between the view's edges and its content, leading and trailing following the
    /// interface's direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            var margins = storedDirectionalMargins
            if !marginsAreDirectional {
                let m = storedLayoutMargins
                let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
                margins = NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
            }
            // A view controller's root view starts at the system's minimum (none above and below:
            // its margins guide meets the safe area there, as iOS's pictures show) and keeps at
            // least that at its sides, as UIKit's.
            if let controller = owningController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins
                if !marginsWereSet { margins = minimum }
                margins.leading = max(margins.leading, minimum.leading)
                margins.trailing = max(margins.trailing, minimum.trailing)
            }
            return margins
        }
        set {
            storedDirectionalMargins = newValue
            marginsAreDirectional = true
            marginsWereSet = true
            layoutMarginsDidChange()
        }
    }

    /// The safe area a view controller's container gives its view (bars, the screen's notch);
    /// nil for a view that takes its superview's.
    var providedSafeAreaInsets: UIEdgeInsets? {
        didSet {
            guard providedSafeAreaInsets != oldValue else { return }
            safeAreaInsetsDidChange()
            rootView.constraintsDidChange()
            setNeedsLayout()
        }
    }

    /// The part of the view that bars, the notch and the home indicator cover: what its view
    /// controller's container gives it, else the part of its superview's safe area it overlaps.
    /// Cells inside a collection view have none here.
    open var safeAreaInsets: UIEdgeInsets {
        if let providedSafeAreaInsets { return providedSafeAreaInsets }
        guard let superview else { return .zero }
        var outer = superview.safeAreaInsets
        // A scroll view's content is inset from the safe area along the edges it adjusts, so what
        // it holds has none there, as UIKit gives a table's cells only the sides' safe area.
        if let scrollView = superview as? UIScrollView {
            let (topBottom, sides) = scrollView.adjustedEdges
            if topBottom { (outer.top, outer.bottom) = (0, 0) }
            if sides { (outer.left, outer.right) = (0, 0) }
        }
        guard outer != .zero else { return .zero }
        let x = storedFrame.minX - superview.bounds.minX, y = storedFrame.minY - superview.bounds.minY
        let width = superview.bounds.width, height = superview.bounds.height
        return UIEdgeInsets(top: max(0, outer.top - y), left: max(0, outer.left - x),
                            bottom: max(0, outer.bottom - (height - y - storedFrame.height)),
                            right: max(0, outer.right - (width - x - storedFrame.width)))
    }

    /// Called when the safe area a container gives the view changed.
    open func safeAreaInsetsDidChange() {}

    /// Called when the margins change; lays the view out again.
    open func layoutMarginsDidChange() {
        rootView.constraintsDidChange()
        setNeedsLayout()
    }
}
