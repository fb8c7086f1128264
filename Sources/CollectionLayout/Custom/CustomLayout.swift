/// A layout that places its elements itself, as a subclass of UIKit's `UICollectionViewLayout`
/// does: it is prepared for a container and item counts, then asked for its content size and for
/// the elements in rectangles, lazily — a frame asks for what it shows, never for everything.
///
/// A class, since preparing keeps what the queries answer from (a waterfall's column heights,
/// its attributes by item). `prepare(for:)` runs before every solve; the queries come after it,
/// on the same thread. ``CustomSolution`` is its solved form, which the window, snapshots,
/// dumps and the inspector use as they use any other layout.
public protocol CustomLayout: AnyObject, Sendable {
    /// Computes what the queries will answer for `context`: called before each solve.
    func prepare(for context: CustomLayoutContext)
    /// The size of all the content, after `prepare(for:)`.
    var contentSize: Size { get }
    /// Which way the content scrolls: the axis it is longer along, unless the layout says.
    var scrollDirection: ScrollDirection { get }
    /// Every element whose frame meets `rect`, in any order.
    func elements(in rect: Rect) -> [LayoutAttributes]
    /// The cell of the item at `indexPath`; nil when there is none.
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The supplementary element of `kind` at `indexPath`; nil when there is none.
    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// Whether the view showing `newBounds` (content coordinates; its origin is the scroll
    /// offset, negative while the content is pulled past its start) needs a new
    /// `prepare(for:)`: asked on every scroll and resize. The next context carries the bounds'
    /// origin as its `contentOffset`.
    func invalidatesLayout(forBoundsChange newBounds: Rect) -> Bool
    /// Where a scroll that would rest at `proposed` rests instead; `velocity` is in points per
    /// millisecond at the moment it was let go (zero for a slow release).
    func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point
    /// Where an animated update leaves the view when it would leave it at `proposed`.
    func targetContentOffset(forProposed proposed: Point) -> Point
    /// Told the changes of an animated update, after the layout was prepared for its new data.
    func prepare(forUpdates items: [LayoutUpdateItem])
    /// Told the animated update is set.
    func finalizeUpdates()
    /// Where the item appearing at `indexPath` starts; nil fades it in where it appears.
    func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition?
    /// Where the item disappearing from `indexPath` ends; nil fades it out where it was.
    func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition?
    /// Whether some elements are drawn with an opacity or transform of their own: asked once a
    /// frame, so ``appearance(of:)`` is asked only when this is true.
    var drawsElementAppearances: Bool { get }
    /// What the inspector calls the layout: its type's name unless it says otherwise.
    var inspectionName: String { get }
    /// The opacity and transform about its centre that `element` (as the layout last answered
    /// it) is drawn with; nil when it is drawn as its frame says.
    func appearance(of element: LayoutAttributes) -> ElementAppearance?
}

extension CustomLayout {
    /// Vertical, unless the content is wider than the container and no taller.
    public var scrollDirection: ScrollDirection { .vertical }

    /// None, unless the layout places supplementary elements.
    public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// No: the layout does not change as the view scrolls.
    public func invalidatesLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// `proposed`: scrolls rest where they would.
    public func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point { proposed }

    /// `proposed`: updates leave the view where they would.
    public func targetContentOffset(forProposed proposed: Point) -> Point { proposed }

    public func prepare(forUpdates items: [LayoutUpdateItem]) {}

    public func finalizeUpdates() {}

    /// Nil: the item fades in where it appears.
    public func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? { nil }

    /// Nil: the item fades out where it was.
    public func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? { nil }

    /// The layout's type's name.
    public var inspectionName: String { String(describing: type(of: self)) }

    /// False: every element is drawn as its frame says.
    public var drawsElementAppearances: Bool { false }

    /// Nil: `element` is drawn as its frame says.
    public func appearance(of element: LayoutAttributes) -> ElementAppearance? { nil }
}

/// What a custom layout is prepared for: the collection view's size, its items and which way
/// its interface runs.
public struct CustomLayoutContext: Hashable, Sendable {
    /// The collection view's size.
    public var container: Size
    /// The number of items in each section.
    public var itemCounts: [Int]
    /// Which way the interface runs.
    public var layoutDirection: LayoutDirection
    /// How far the view is scrolled: the origin of the rectangle it shows, which a layout that
    /// follows bounds changes (`invalidatesLayout(forBoundsChange:)`) lays out for.
    public var contentOffset: Point

    public init(container: Size, itemCounts: [Int], layoutDirection: LayoutDirection = .leftToRight, contentOffset: Point = .zero) {
        self.container = container
        self.itemCounts = itemCounts
        self.layoutDirection = layoutDirection
        self.contentOffset = contentOffset
    }
}
