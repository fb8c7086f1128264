import CollectionLayout
import CollectionView

/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`:
/// its bounds' origin is the content offset, its content has a size and an inset, and the safe
/// area adds to the inset as `contentInsetAdjustmentBehavior` says.
///
/// `UICollectionView` is one. Shown in the window, a scroll view moves with the wheel, drags and
/// keys through the project's scroller, which sets ``contentOffset`` and tells the ``delegate``.
open class UIScrollView: UIView {
    /// How far the content is scrolled: the origin of the bounds. Setting it tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            // Shown, the view's engine moves the content there before the next frame.
            if isShownByEngine { pendingScroll = .offset(Point(x: Double(newValue.x), y: Double(newValue.y)), animated: false) }
            scrolled(to: newValue)
        }
    }

    /// The engine moved the content to `offset`: the bounds follow, and the delegate is told.
    func scrolled(to offset: CGPoint) {
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        delegate?.scrollViewDidScroll(self)
    }

    /// A scroll code asked for while the view is shown, which its engine runs before the next frame.
    var pendingScroll: RequestedScroll?

    /// The scroll code asked for, taken: its engine runs it once.
    func takePendingScroll() -> RequestedScroll? {
        defer { pendingScroll = nil }
        return pendingScroll
    }

    /// Whether an engine shows the view: the screen's own collection view, or one drawn inside
    /// other views.
    var isShownByEngine: Bool { isScreenEngineView || nestedScroller != nil }

    /// The size of the content, which the scroll ranges over.
    open var contentSize = CGSize.zero

    /// Space around the content that code asks for, before the safe area is added.
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) } }
    }

    /// How the safe area adds to ``contentInset``; `.automatic` unless set.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// The object told about scrolling. Weak, as in UIKit.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Whether the content moves at all under the wheel, drags and keys.
    open var isScrollEnabled = true
    /// Whether scrolling rests only on whole pages of the view's size.
    open var isPagingEnabled = false
    /// Whether the content can be pulled past its edges and springs back.
    open var bounces = true
    /// Whether the content can be pulled vertically even when it fits.
    open var alwaysBounceVertical = false
    /// Whether the content can be pulled horizontally even when it fits.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows while the content moves.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content moves.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colours.
    open var indicatorStyle = IndicatorStyle.default
    /// Where the indicators run, inside the view's edges.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Where the horizontal indicator runs, inside the view's edges.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets; reading gives the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// The spinner a pull past the top starts, as UIKit's `refreshControl`; the scroll view
    /// keeps it above its content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.scrollView = nil
            refreshControl?.scrollView = self
        }
    }
    /// How a drag ends text editing.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop = true
    /// How quickly the content slows after a drag; UIKit's normal rate unless set.
    open var decelerationRate = DecelerationRate.normal
    /// Whether a drag is under way.
    open internal(set) var isDragging = false
    /// Whether the content moves on after a drag.
    open internal(set) var isDecelerating = false

    /// How fast the content slows, as UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, as a picker's.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The engine that draws and scrolls the view where it is shown inside other views.
    var nestedScroller: NestedScroller?
    /// Whether the view is a screen's own collection view, which the screen's engine shows.
    var isScreenEngineView: Bool { enginePresentation != nil }
    /// The screen whose engine shows the view, while it does.
    weak var enginePresentation: ScreenPresentation?

    /// Whether constraints to the content area set ``contentSize``, as the engine last found.
    var contentSizeFollowsConstraints = false

    /// A scroll view clips what it holds to its bounds, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Moves the content to `offset`: on screen, animated as UIKit's when `animated`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if isShownByEngine, animated {
            pendingScroll = .offset(Point(x: Double(offset.x), y: Double(offset.y)), animated: true)
        } else {
            contentOffset = offset
            if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    /// Whether the content scrolls vertically, for the adjustment `.scrollableAxes` makes: when
    /// it is taller than the view, or always bounces vertically.
    var scrollsVerticallyForInsets: Bool {
        alwaysBounceVertical || contentSize.height > bounds.height
    }

    /// Whether the content scrolls horizontally, for the adjustment `.scrollableAxes` makes.
    var scrollsHorizontallyForInsets: Bool {
        alwaysBounceHorizontal || contentSize.width > bounds.width
    }

    /// Which edges the safe area adjusts: top and bottom, and the sides, as
    /// ``contentInsetAdjustmentBehavior`` says for this kind of scroll view.
    var adjustedEdges: (topBottom: Bool, sides: Bool) {
        switch contentInsetAdjustmentBehavior {
        // A scroll view filling a screen is adjusted top and bottom, as a view controller's
        // scroll view under a navigation bar is, whichever way it scrolls.
        case .automatic: (true, scrollsHorizontallyForInsets)
        case .scrollableAxes: (scrollsVerticallyForInsets, scrollsHorizontallyForInsets)
        case .always: (true, true)
        case .never: (false, false)
        }
    }

    /// The content inset plus the safe area along the edges ``contentInsetAdjustmentBehavior``
    /// adjusts, as UIKit keeps content clear of bars and notches, plus the refresh control's room
    /// at the top while it refreshes with the content resting below it.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = insetsBeforeRefreshRoom
        inset.top += refreshRoom
        return inset
    }

    /// ``adjustedContentInset`` without the refresh control's room: where the content's top
    /// rests when no control refreshes, and what the engine is told (it adds the room itself).
    var insetsBeforeRefreshRoom: UIEdgeInsets {
        let safe = safeAreaInsets
        let (topBottom, sides) = adjustedEdges
        return UIEdgeInsets(top: contentInset.top + (topBottom ? safe.top : 0), left: contentInset.left + (sides ? safe.left : 0),
                            bottom: contentInset.bottom + (topBottom ? safe.bottom : 0), right: contentInset.right + (sides ? safe.right : 0))
    }

    /// Called when ``adjustedContentInset`` changed.
    open func adjustedContentInsetDidChange() {}

    /// The room a refreshing control keeps above the content once the pull is let go, as UIKit
    /// adds it to ``adjustedContentInset`` (its `contentInset` stays the app's).
    var refreshRoom: CGFloat = 0 {
        didSet {
            guard refreshRoom != oldValue else { return }
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// Scrolls just enough to show `rect` (in the content's coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset, animated: animated)
    }
}
