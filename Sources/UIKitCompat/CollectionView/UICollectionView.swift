import CollectionLayout
import CollectionView

/// The collection view a layout is shown in, as much of UIKit's `UICollectionView` as a layout
/// reads: its size, bounds (whose origin follows the scroll for a layout that is asked about
/// bounds changes), layout margins, safe area, item counts and delegate.
///
/// It stands for a view controller's root view filling the window, so its margins are UIKit's
/// system minimum for a root view of its width (`SystemLayoutMargins` in the engine: 16 points leading and
/// trailing below 414 wide, 20 from there) until code sets them, and its safe area is empty (a
/// window on a desktop has no notch or bars). When the window is resized, or a layout is dumped
/// at a size, the view takes that size and the layout's `prepare()` runs again before it is
/// solved, as UIKit does after a bounds change. `contentInset` is kept but the engine does not
/// apply it yet: a scroll view inset needs the scrolling model to learn about it.
open class UICollectionView: NSObject {
    /// The layout, whose ``UICollectionViewLayout/collectionView`` is this view while it is set.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
        }
    }

    /// Where the view is in its superview; its size is the visible area's.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }

    /// The visible area in the content's coordinates: its origin is the content offset.
    open var bounds: CGRect

    /// How far the content is scrolled: the origin of ``bounds``.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Space between the content's edges and the scrollable area. Stored only: see the type.
    open var contentInset = UIEdgeInsets.zero

    /// Whether scrolling rests only on whole pages of the view's size: a drag, a wheel or a key
    /// moves at most one page, and the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is not asked.
    /// `xcollection --swift` takes it from the view `configure(_:)` leaves.
    open var isPagingEnabled = false

    /// How the safe area adds to ``contentInset``; `.automatic` unless set.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// The content inset plus the safe area along the edges ``contentInsetAdjustmentBehavior``
    /// adjusts, as UIKit keeps content clear of bars and notches.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical = collectionViewLayout.scrollsVertically
        let (topBottom, sides): (Bool, Bool) = switch contentInsetAdjustmentBehavior {
        case .automatic, .scrollableAxes: (vertical, !vertical)
        case .always: (true, true)
        case .never: (false, false)
        }
        return UIEdgeInsets(top: contentInset.top + (topBottom ? safe.top : 0), left: contentInset.left + (sides ? safe.left : 0),
                            bottom: contentInset.bottom + (topBottom ? safe.bottom : 0), right: contentInset.right + (sides ? safe.right : 0))
    }

    /// The part of the view that bars, notches and rounded corners cover: the safe area of the
    /// device the view is shown as (`xcollection --device`, `LayoutScene(device:)`); none on a
    /// plain screen.
    open var safeAreaInsets: UIEdgeInsets {
        let safe = shownHost.safeAreaInsets
        return UIEdgeInsets(top: CGFloat(safe.top), left: CGFloat(safe.leading), bottom: CGFloat(safe.bottom), right: CGFloat(safe.trailing))
    }

    /// The margins code set; nil while they follow the width, as a layout solved at another
    /// size than the view's then takes that size's.
    private(set) var assignedLayoutMargins: UIEdgeInsets?

    /// The margins content aligns to: until set, a root view's on the screen the view is shown
    /// as (the system minimum for its width, and the safe area on a device).
    open var layoutMargins: UIEdgeInsets {
        get {
            if let assignedLayoutMargins { return assignedLayoutMargins }
            let margins = shownHost.layoutMargins
            return UIEdgeInsets(top: CGFloat(margins.top), left: CGFloat(margins.leading),
                                bottom: CGFloat(margins.bottom), right: CGFloat(margins.trailing))
        }
        set { assignedLayoutMargins = newValue }
    }

    /// ``layoutMargins`` by reading direction (leading is left here).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                         bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The object asked for per-section and per-item values; a flow layout asks it as a
    /// ``UICollectionViewDelegateFlowLayout``. Weak, as in UIKit: keep the object alive yourself.
    open weak var delegate: (any UICollectionViewDelegate)?

    /// What supplies the items and their cells: a ``UICollectionViewDiffableDataSource`` sets
    /// itself here when it is made. Weak, as in UIKit: keep the data source alive yourself.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { if dataSource != nil { hasBeenGivenDataSource = true } }
    }

    /// Whether a data source was ever set, so a data source released while it was still wanted
    /// can be told from none (`xcollection --swift` refuses the first).
    package private(set) var hasBeenGivenDataSource = false

    /// Where a shown view scrolls for `scrollToItem(at:at:animated:)`; nil while the view is not
    /// shown, and the request waits in `requestedScroll`.
    package var scrollHost: ((IndexPath, CollectionView.ScrollPosition, Bool) -> Void)?
    /// The last `scrollToItem(at:at:animated:)` made before the view was shown: where it opens.
    package internal(set) var requestedScroll: (indexPath: IndexPath, position: CollectionView.ScrollPosition)?

    /// What shows behind the cells; nil leaves the list's or the data source's background.
    open var backgroundColor: UIColor?

    /// Which way the content runs: `.forceRightToLeft` in a file's `configure(_:)` opens the
    /// window right to left, the layout mirrored, as on iOS, unless `--layout-direction` says
    /// otherwise.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// The cell or supplementary view the data source is being asked for now; dequeuing is
    /// allowed only then, as in UIKit.
    var viewBeingProvided: ReusableViewPlacement?

    /// What draws a data source that is not a diffable one; made when first asked for.
    var adapter: (source: ObjectIdentifier, adapter: UICollectionViewDataSourceAdapter)?

    /// The cells and views on screen, kept by the data source drawing them.
    weak var shownViews: ShownViews?

    /// The registered classes and the views waiting to be reused.
    let reuse = ReuseQueues()

    /// The number of items in each section, as the layout being solved is given them.
    var itemCounts: [Int] = []

    /// A collection view of `frame`'s size showing `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        self.collectionViewLayout = layout
        super.init()
        layout.collectionView = self
        UIDevice.current.show(at: frame.size)
    }

    /// The number of sections the data has.
    open var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`; zero for a section the data does not have.
    open func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The element kind of a section header, as UIKit spells it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of a section footer, as UIKit spells it.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Takes the size of the area the layout is solved for, keeping margins that code set.
    func host(size: CGSize, itemCounts: [Int]) {
        if frame.size != size { frame.size = size }
        self.itemCounts = itemCounts
    }
}
