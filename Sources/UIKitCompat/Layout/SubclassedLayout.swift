import CollectionLayout
import CollectionView

/// A ``UICollectionViewLayout`` subclass as the engine asks it: prepared with its collection
/// view at the container's size and item counts, then asked for its content size and for the
/// elements in each rectangle a frame or a dump needs, as UIKit's collection view asks.
///
/// The layout is a class that user code changes; it is read on the thread that solves and
/// draws, as UIKit reads it on the main thread.
final class SubclassedLayout: CustomLayout, @unchecked Sendable {
    let layout: UICollectionViewLayout
    /// The collection view prepared with: a layout holds its view weakly, as UIKit's, and one
    /// made for a layout shown without one (a dump) must live while the queries come.
    private var host: UICollectionView?
    private var container = Size(width: 0, height: 0)

    init(layout: UICollectionViewLayout) {
        self.layout = layout
    }

    /// What the layout was last prepared for, to tell it what changed since, as UIKit does.
    private var lastContext: CustomLayoutContext?

    /// Tells the layout what changed since it was last prepared — a new size is a bounds change
    /// it is asked about, new item counts an invalidation with `invalidateDataSourceCounts` —
    /// and prepares it with its collection view at the context's size, counts and offset.
    ///
    /// Unlike UIKit, a layout that says a new size does not invalidate it is prepared anyway:
    /// UIKit would go on showing the layout made for the old size.
    func prepare(for context: CustomLayoutContext) {
        if let last = lastContext {
            if last.container != context.container {
                _ = layout.hearBoundsChange(Rect(origin: context.contentOffset, size: context.container))
            }
            if last.itemCounts != context.itemCounts {
                let invalidation = type(of: layout).makeInvalidationContext()
                invalidation.invalidateDataSourceCounts = true
                layout.invalidateLayout(with: invalidation)
            }
        }
        lastContext = context
        container = context.container
        let size = CGSize(width: context.container.width, height: context.container.height)
        let offset = CGPoint(x: context.contentOffset.x, y: context.contentOffset.y)
        layout.forgetAnsweredAppearances()
        host = layout.whilePrepared(size: size, itemCounts: context.itemCounts, contentOffset: offset) { $0 }
    }

    func invalidatesLayout(forBoundsChange newBounds: Rect) -> Bool {
        layout.hearBoundsChange(newBounds)
    }

    func prepare(forUpdates items: [LayoutUpdateItem]) { layout.hearUpdates(items) }

    func finalizeUpdates() { layout.finalizeCollectionViewUpdates() }

    /// The layout's start, or, when it gives none, the item's attributes after the update: it
    /// appears at once, as UIKit shows it.
    func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? {
        layout.transition(layout.initialLayoutAttributesForAppearingItem(at: indexPath) ?? layout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's end; when it gives none the item stays as it was until the update ends,
    /// as UIKit shows it.
    func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? {
        layout.transition(layout.finalLayoutAttributesForDisappearingItem(at: indexPath))
    }

    func targetContentOffset(forProposed proposed: Point) -> Point {
        let answer = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: proposed.x, y: proposed.y))
        return Point(x: Double(answer.x), y: Double(answer.y))
    }

    func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
        let answer = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: proposed.x, y: proposed.y),
                                                withScrollingVelocity: CGPoint(x: velocity.x, y: velocity.y))
        return Point(x: Double(answer.x), y: Double(answer.y))
    }

    /// The content size the layout last gave.
    private var lastContentSize = Size(width: 0, height: 0)

    var contentSize: Size {
        let size = layout.collectionViewContentSize
        lastContentSize = Size(width: Double(size.width), height: Double(size.height))
        return lastContentSize
    }

    /// UIKit's custom layouts do not say: horizontal when the content (as the layout last gave
    /// it) runs wider than the view and no taller, vertical otherwise.
    var scrollDirection: ScrollDirection {
        lastContentSize.width > container.width && lastContentSize.height <= container.height ? .horizontal : .vertical
    }

    func elements(in rect: Rect) -> [LayoutAttributes] {
        let asked = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        return layout.shownNotingAppearances(layout.layoutAttributesForElements(in: asked) ?? [])
    }

    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        layout.shownNotingAppearance(layout.layoutAttributesForItem(at: indexPath))
    }

    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        layout.shownNotingAppearance(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The subclass's name, as a person wrote it.
    var inspectionName: String { String(describing: type(of: layout)) }

    var drawsElementAppearances: Bool { !layout.answeredAppearances.isEmpty }

    func appearance(of element: LayoutAttributes) -> ElementAppearance? { layout.answeredAppearance(of: element) }
}
