import CollectionLayout
import CollectionView

/// The base class of UIKit's layouts, as `UICollectionViewLayout`: what every layout can be
/// shown and dumped through, and what a custom layout subclasses.
///
/// A subclass computes its attributes in ``prepare()`` (reading ``collectionView``'s bounds and
/// item counts), gives its ``collectionViewContentSize``, and answers
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``: the window asks
/// for the rectangle it shows, a dump for the whole content. The base class itself lays nothing
/// out, as UIKit's: a collection view showing it is empty.
open class UICollectionViewLayout: NSObject {
    /// A layout with nothing in it.
    public override init() {}

    /// The collection view showing the layout: the one made with it, or while it is solved
    /// without one (a dump), a host of the size asked for. Subclasses read its bounds, margins
    /// and item counts in ``prepare()``.
    public internal(set) weak var collectionView: UICollectionView?

    /// What the flow and compositional layouts answer their queries from (see
    /// `EngineAnswers`); nil for a custom layout, which answers itself.
    var engineAnswers: EngineAnswers?

    /// The opacity and transform of the elements the layout last answered with, where they
    /// are not plain, to draw them with (see `UICollectionViewLayout+Appearances.swift`).
    var answeredAppearances: [ElementIdentity: ElementAppearance] = [:]

    /// Called before every solve, with ``collectionView`` at the size being laid out, as UIKit
    /// calls it before it asks for a layout; subclasses set their properties here.
    open func prepare() {}

    /// The engine's layout this one stands for, for `CollectionWindow` and the snapshot
    /// strategies: for a custom layout, one that prepares it and asks it, as UIKit does.
    open var collectionViewLayout: any CollectionViewLayout {
        CustomCollectionViewLayout(SubclassedLayout(layout: self),
                                   flipsHorizontallyInOppositeLayoutDirection: flipsHorizontallyInOppositeLayoutDirection)
    }

    /// Runs `prepare()` and then `body` with the collection view (or, without one, a host made
    /// for this solve) at `size` holding `itemCounts`, as the device a view of that size is shown
    /// on: what the engine does before it asks any layout, as UIKit prepares a layout after its
    /// collection view resizes or its data changes. The view is alive while `body` runs.
    /// `contentOffset`, when given, is where the view is scrolled to as it is prepared; the
    /// view's own offset otherwise.
    func whilePrepared<Value, Failure: Error>(size: CGSize, itemCounts: [Int], contentOffset: CGPoint? = nil,
                                              _ body: (UICollectionView) throws(Failure) -> Value) throws(Failure) -> Value {
        let host = collectionView ?? UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: self)
        host.host(size: size, itemCounts: itemCounts)
        if let contentOffset { host.contentOffset = contentOffset }
        return try UIDevice.current.whileSolving(at: size) { () throws(Failure) -> Value in
            prepare()
            return try withExtendedLifetime(host) { () throws(Failure) -> Value in try body(host) }
        }
    }

    /// Whether the layout scrolls vertically: a custom layout whose content is wider than its
    /// view and no taller scrolls sideways.
    var scrollsVertically: Bool {
        let size = collectionViewContentSize, bounds = collectionView?.bounds.size ?? .zero
        return !(size.width > bounds.width && size.height <= bounds.height)
    }

    /// The size of all the content, once prepared: zero here, as in UIKit's base class.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; none here.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; none here.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; none here.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; none here.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The class of the attributes the layout makes; a subclass names its own.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The view classes registered for decoration kinds.
    public private(set) var registeredDecorationViews: [String: AnyClass] = [:]
    /// One view of each registered kind, made when first drawn: what it shows is what every
    /// decoration of its kind shows.
    var madeDecorationViews: [String: UICollectionReusableView] = [:]

    /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) for decoration views of
    /// `elementKind`; nil removes it. Each decoration of the kind draws what a view of the
    /// class, made with `init(frame:)`, sets on itself: its background colour and its layer's
    /// corner radius, border and shadow.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationViews[elementKind] = viewClass
        madeDecorationViews[elementKind] = nil
    }

    /// Whether the layout is mirrored in a right-to-left interface: UIKit's base class says
    /// no, its flow and compositional layouts yes; override it to keep a layout left to right.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Invalidates the whole layout: calls ``invalidateLayout(with:)`` with a context of
    /// ``invalidationContextClass`` whose `invalidateEverything` is true, as UIKit's does. The
    /// layout is prepared again before it is next asked.
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; subclasses override it to note what to recompute in
    /// their next ``prepare()``, and call `super`. Every solve prepares the layout afresh, so
    /// the base class marks nothing.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}

    /// The class of the invalidation contexts the layout is given; a subclass names its own.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Whether the collection view showing `newBounds` needs the layout prepared again: asked on
    /// every scroll and resize, while ``collectionView``'s bounds are still the old ones. The
    /// base class says no, as UIKit's.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change invalidates with, after ``shouldInvalidateLayout(forBoundsChange:)``
    /// said yes: a new one of ``invalidationContextClass``. Override it to say what changed,
    /// calling `super` for the context.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// Where an animated update (an animated apply) leaves the content offset, asked after the
    /// layout is prepared for the new data and told the changes; the proposal here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a scroll a person made comes to rest, given where it would and how fast it was let
    /// go, in points per millisecond (the unit UIKit's scroll view passes; its documentation
    /// says per second). Asked when a drag is let go, and when wheel or key scrolling comes to
    /// rest; not when paging is on. The proposal here.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Told the changes of an animated update, after ``prepare()`` for the new data and before
    /// the appearing and disappearing attributes are asked for, as UIKit tells it.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told the animated update is set, after the appearing and disappearing attributes.
    open func finalizeCollectionViewUpdates() {}

    /// Where the item appearing at `itemIndexPath` starts its animation. Nil here, as in UIKit:
    /// the item's final attributes are the start too, so it appears at once.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the item disappearing from `itemIndexPath` (its path before the update) ends its
    /// animation. Nil here, as in UIKit: it stays as it was until the animation ends.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing supplementary view starts; nil here. Supplementary views fade in place.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing supplementary view ends; nil here. Supplementary views fade in place.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing decoration view starts; nil here.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing decoration view ends; nil here.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Told an animated change of the view's bounds is about to run; nothing here.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Told an animated change of the view's bounds is set; nothing here.
    open func finalizeAnimatedBoundsChange() {}

    /// A new context of the layout's ``invalidationContextClass``, or of the base class when it
    /// names something else.
    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// The collection view now shows `bounds`: the layout is asked whether that invalidates it
    /// (and if so invalidated with the context it gives), while the view still has its old
    /// bounds; then the view takes the new origin. The answer.
    func hearBoundsChange(_ bounds: Rect) -> Bool {
        let newBounds = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
        let invalidates = shouldInvalidateLayout(forBoundsChange: newBounds)
        if invalidates { invalidateLayout(with: invalidationContext(forBoundsChange: newBounds)) }
        collectionView?.bounds.origin = newBounds.origin
        return invalidates
    }

    /// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` along `axis`.
    /// The cross axis keeps the view's own offset.
    func targetMainOffset(forProposed proposed: Double, velocity: Double, axis: Axis) -> Double {
        let offset = collectionView?.contentOffset ?? .zero
        var proposal = Point(x: Double(offset.x), y: Double(offset.y)), speed = Point.zero
        proposal[axis] = proposed
        speed[axis] = velocity
        let answer = targetContentOffset(forProposedContentOffset: CGPoint(x: proposal.x, y: proposal.y),
                                         withScrollingVelocity: CGPoint(x: speed.x, y: speed.y))
        return Point(x: Double(answer.x), y: Double(answer.y))[axis]
    }

    /// The layout dump of `docs/layout-file.md` for a collection view of `size` holding
    /// `itemCounts[s]` items in section `s`, scrolled to `contentOffset` along the layout's
    /// direction (orthogonal sections at their start): exactly what `LayoutDump.string` writes
    /// for the engine's layout, and `xcollection --dump-layout --no-measure` prints. A layout
    /// that is asked about bounds changes is laid out at that offset, as the window shows it.
    ///
    /// Self-sizing elements keep their estimates. A layout that cannot be solved gives
    /// `error: ` and the engine's message instead.
    public func layoutDump(size: CGSize, itemCounts: [Int], contentOffset: CGPoint) -> String {
        let container = Size(width: Double(size.width), height: Double(size.height))
        // The dump sizes the collection view for its solve; the view keeps the size code gave it.
        let host = collectionView, frame = host?.frame
        defer { if let host, let frame { host.frame = frame } }
        do {
            // One description for both solves: a custom layout's keeps the offset it was told.
            let description = collectionViewLayout
            var solved = try description.solveLayout(container: container, itemCounts: itemCounts)
            var offsets = solved.unscrolledOffsets
            offsets.main = Double(solved.scrollDirection == .vertical ? contentOffset.y : contentOffset.x)
            solved = try description.following(solved, toMainOffset: offsets.main, itemCounts: itemCounts)
            return LayoutDump.string(solved, offsets: offsets)
        } catch {
            return "error: \(error)"
        }
    }
}
