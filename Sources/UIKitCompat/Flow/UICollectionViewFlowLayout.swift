import CollectionLayout
import CollectionView

/// A layout that flows items into lines, as UIKit's `UICollectionViewFlowLayout`: every property
/// with UIKit's name and default, per-section and per-item values from the collection view's
/// delegate when it is a ``UICollectionViewDelegateFlowLayout``, and ``UICollectionViewLayout/prepare()`` for subclasses
/// that size items from their ``UICollectionViewLayout/collectionView``.
///
/// The lines themselves are the engine's `FlowLayout`: each solve runs `prepare()`, reads the
/// properties as they then are, and solves that.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The `estimatedItemSize` that asks every item to size itself, UIKit's value.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item the delegate does not size; ``automaticSize`` sizes every item by
    /// its cell's Auto Layout, as `estimatedItemSize` does, starting from the estimated size when
    /// one is given, else from 50 by 50.
    open var itemSize = CGSize(width: 50, height: 50)
    /// Non-zero turns on self-sizing items, which start at this size; ``automaticSize`` starts
    /// them at ``itemSize``.
    open var estimatedItemSize = CGSize.zero
    /// The smallest space between two lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The smallest space between two items of a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// Space around each section's lines; the header and footer lie outside it.
    open var sectionInset = UIEdgeInsets.zero
    /// What ``sectionInset`` is measured from.
    open var sectionInsetReference = SectionInsetReference.fromContentInset
    /// The header's size; only its extent along the scrolling direction counts.
    open var headerReferenceSize = CGSize.zero
    /// The footer's size; only its extent along the scrolling direction counts.
    open var footerReferenceSize = CGSize.zero
    /// Headers stay at the top of the visible bounds while their section is in view.
    open var sectionHeadersPinToVisibleBounds = false
    /// Footers stay at the bottom of the visible bounds while their section is in view.
    open var sectionFootersPinToVisibleBounds = false
    /// The direction content scrolls.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical

    override var scrollsVertically: Bool { scrollDirection == .vertical }

    /// A flow layout with UIKit's defaults: 50 by 50 items, 10 points between lines and items.
    public override init() {
        super.init()
    }

    /// What section insets are measured from, as UIKit's `SectionInsetReference`.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// From the content inset: the collection view's edges here.
        case fromContentInset = 0
        /// From the safe area: the collection view's edges here.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins

        /// The engine's reference.
        public var sectionInsetReference: CollectionLayout.SectionInsetReference {
            switch self {
            case .fromContentInset: .fromContentInset
            case .fromSafeArea: .fromSafeArea
            case .fromLayoutMargins: .fromLayoutMargins
            }
        }
    }

    /// The engine's flow layout for the properties as they are now, asking `collectionView`'s
    /// delegate for what it gives.
    public var flowLayout: FlowLayout {
        var layout = FlowLayout()
        if itemSize == Self.automaticSize {
            let estimate = estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
            layout.itemSize = estimate.engineSize
            layout.estimatedItemSize = estimate.engineSize
        } else {
            layout.itemSize = itemSize.engineSize
            layout.estimatedItemSize = estimatedItemSize == Self.automaticSize ? itemSize.engineSize : estimatedItemSize.engineSize
        }
        layout.minimumLineSpacing = Double(minimumLineSpacing)
        layout.minimumInteritemSpacing = Double(minimumInteritemSpacing)
        layout.sectionInset = sectionInset.engineInsets
        layout.sectionInsetReference = sectionInsetReference.sectionInsetReference
        layout.headerReferenceSize = headerReferenceSize.engineSize
        layout.footerReferenceSize = footerReferenceSize.engineSize
        layout.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        layout.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        layout.scrollDirection = scrollDirection.scrollDirection
        layout.headerElementKind = UICollectionView.elementKindSectionHeader
        layout.footerElementKind = UICollectionView.elementKindSectionFooter
        if let collectionView {
            layout.layoutMargins = collectionView.layoutMargins.engineInsets
            if let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout {
                layout.delegate = FlowDelegateAdapter(delegate: delegate, collectionView: collectionView, layout: self)
            }
        }
        return layout
    }

    /// The layout as the window and the snapshot strategies solve it: `prepare()` runs before
    /// every solve with the collection view at the solved size.
    /// Yes, as UIKit's: mirrored right to left.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    public override var collectionViewLayout: any CollectionViewLayout { HostedFlowLayout(layout: self) }

    /// The flow layout's own contexts, which say whether its delegate metrics and attributes
    /// need asking again.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The content size of the last solve, as UIKit's flow layout gives it after `prepare()`.
    open override var collectionViewContentSize: CGSize { answeredContentSize }

    /// The cells, headers and footers that meet `rect`, as the flow layout placed them: what a
    /// subclass's override gets from `super` to adjust (a left-aligned tag cloud moves each
    /// line's items to the leading edge).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        answeredElements(in: rect)
    }

    /// The cell at `indexPath`, as the flow layout placed it.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        answeredItem(at: indexPath)
    }

    /// An appearing item starts where it ends, transparent: it fades in, as UIKit's flow layout
    /// animates an insertion. A subclass takes this from `super` to add its own start.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        answeredAppearingItem(at: itemIndexPath)
    }

    /// The header or footer of `elementKind` at `indexPath`, as the flow layout placed it.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        answeredSupplementary(ofKind: elementKind, at: indexPath)
    }
}

extension CGSize {
    /// The engine's size.
    var engineSize: Size { Size(width: Double(width), height: Double(height)) }
}

extension UIEdgeInsets {
    /// The engine's screen-side insets.
    var engineInsets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
