import CollectionLayout

/// What part of a layout an invalidation covers, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: the layout's `invalidateLayout(with:)` is given
/// one, and its next `prepare()` may recompute only what the context names.
///
/// Subclasses add their own properties (a stretchy header's "only the header"); a layout names
/// its subclass with `invalidationContextClass`, and the collection view makes one with the
/// required `init()`.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// An empty context: nothing named, nothing adjusted.
    public required override init() {}

    /// Whether the whole layout is invalid: true for `invalidateLayout()` and when the data is
    /// reloaded, false for a bounds change.
    open internal(set) var invalidateEverything = false

    /// Whether the number of sections or items changed.
    open internal(set) var invalidateDataSourceCounts = false

    /// The cells named invalid; nil when none were.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views named invalid, by kind; nil when none were.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views named invalid, by kind; nil when none were.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How far the content offset should move with the new layout.
    open var contentOffsetAdjustment = CGPoint.zero

    /// How much the content size changes with the new layout.
    open var contentSizeAdjustment = CGSize.zero

    /// The items being moved by a person's drag, before the move; none here, as this view has
    /// no interactive moves.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

    /// Where the items being moved by a drag are going; none here.
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }

    /// Where a drag moving items is; zero here.
    open var interactiveMovementTarget: CGPoint { .zero }

    /// Names the cells at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var named = invalidatedSupplementaryIndexPaths ?? [:]
        named[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = named
    }

    /// Names the decoration views of `elementKind` at `indexPaths` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var named = invalidatedDecorationIndexPaths ?? [:]
        named[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = named
    }
}
