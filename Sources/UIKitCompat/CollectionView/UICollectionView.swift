import CollectionLayout
import CollectionView

/// The collection view a layout is shown in, as UIKit's `UICollectionView`: a scroll view whose
/// content the layout places, with its size, bounds (whose origin follows the scroll for a layout
/// that is asked about bounds changes), layout margins, safe area, item counts and delegate.
///
/// On its own (a `--swift` file's `createLayout()`), it stands for a view controller's root view
/// filling the window, so its margins are UIKit's system minimum for a root view of its width
/// (`SystemLayoutMargins` in the engine: 16 points leading and trailing below 393 wide, 20 from
/// there) until code sets them, and its safe area is the screen's. In a screen it is one view
/// among others and takes its safe area from the view tree. When the window is resized, or a
/// layout is dumped at a size, the view takes that size and the layout's `prepare()` runs again
/// before it is solved, as UIKit does after a bounds change.
open class UICollectionView: UIScrollView {
    /// The layout, whose ``UICollectionViewLayout/collectionView`` is this view while it is set.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            guard oldValue !== collectionViewLayout else { return }
            // Shown: the screen's engine, or the one drawing it inside other views, takes the new layout.
            enginePresentation?.collectionViewLayoutDidChange()
            nestedScroller = nil
        }
    }

    /// Which edges the safe area adjusts: with `.automatic` and `.scrollableAxes`, those along
    /// the axis the layout scrolls.
    override var adjustedEdges: (topBottom: Bool, sides: Bool) {
        let vertical = collectionViewLayout.scrollsVertically
        return switch contentInsetAdjustmentBehavior {
        case .automatic, .scrollableAxes: (vertical, !vertical)
        case .always: (true, true)
        case .never: (false, false)
        }
    }

    /// The part of the view that bars, notches and rounded corners cover: in a screen, the part
    /// of its superview's it overlaps; on its own, the safe area of the device it is shown as
    /// (`xcollection --device`, `LayoutScene(device:)`), none on a plain screen.
    open override var safeAreaInsets: UIEdgeInsets {
        if superview != nil || providedSafeAreaInsets != nil { return super.safeAreaInsets }
        let safe = shownHost.safeAreaInsets
        return UIEdgeInsets(top: CGFloat(safe.top), left: CGFloat(safe.leading), bottom: CGFloat(safe.bottom), right: CGFloat(safe.trailing))
    }

    /// The margins code set; nil while they follow the width, as a layout solved at another
    /// size than the view's then takes that size's.
    private(set) var assignedLayoutMargins: UIEdgeInsets?

    /// The margins content aligns to: until set, a root view's on the screen the view is shown
    /// as (the system minimum for its width, and the safe area on a device).
    open override var layoutMargins: UIEdgeInsets {
        get {
            if let assignedLayoutMargins { return assignedLayoutMargins }
            let margins = shownHost.layoutMargins
            return UIEdgeInsets(top: CGFloat(margins.top), left: CGFloat(margins.leading),
                                bottom: CGFloat(margins.bottom), right: CGFloat(margins.trailing))
        }
        set {
            assignedLayoutMargins = newValue
            super.layoutMargins = newValue
        }
    }

    /// ``layoutMargins`` by reading direction (leading is left here).
    open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                         bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Which way the view lays out, from `semanticContentAttribute`: right to left only when it
    /// forces it (the window's own direction otherwise, which the program gives and the layout
    /// mirrors itself for).
    open override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Its frame in its superview's constraints runs the interface's way, as any view's: only its
    /// content is laid out left to right for the layout to mirror.
    override var anchorLayoutDirection: UIUserInterfaceLayoutDirection { inheritedLayoutDirection }

    /// The traits the view is shown with: the screen's it is laid out for (a named device's,
    /// or one of its size), as the layout environment's, and its layout direction.
    open override var traitCollection: UITraitCollection {
        var traits = shownHost.traits
        traits.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        if let style = forcedStyle { traits.userInterfaceStyle = style }
        return UITraitCollection(traits: traits)
    }

    /// The data source set through `dataSource` (declared in ``UICollectionViewRedeclaredMembers``,
    /// so that ``UITableView`` can declare its own with a table's type).
    weak var assignedDataSource: (any UICollectionViewDataSource)? {
        didSet { if assignedDataSource != nil { hasBeenGivenDataSource = true } }
    }

    /// Whether a data source was ever set, so a data source released while it was still wanted
    /// can be told from none (`xcollection --swift` refuses the first).
    package private(set) var hasBeenGivenDataSource = false

    /// Where a shown view scrolls for `scrollToItem(at:at:animated:)`; nil while the view is not
    /// shown, and the request waits in `requestedScroll`.
    package var scrollHost: ((IndexPath, CollectionView.ScrollPosition, Bool) -> Void)?
    /// The last `scrollToItem(at:at:animated:)` made before the view was shown: where it opens.
    package internal(set) var requestedScroll: (indexPath: IndexPath, position: CollectionView.ScrollPosition)?

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
    /// Whether `itemCounts` are the data's as the screen shows it: false until a layout is solved
    /// and after `reloadData()`, when a batch update has no counts to check against.
    var countsAreCurrent = false
    /// The changes of the `performBatchUpdates` block running now, with the completions to call
    /// once they are shown.
    var pendingBatch: (batch: CollectionBatch, completions: [(Bool) -> Void])?

    /// A collection view of `frame`'s size showing `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        // In a screen the device is the screen's; on its own the view stands for it.
        if ScreenPresentation.current == nil { UIDevice.current.show(at: frame.size) }
    }

    /// Collection views are not decoded from storyboards here: this stops the program, naming the class.
    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:collectionViewLayout:)")
    }

    /// Whether a click selects an item; `selectItem(at:animated:scrollPosition:)` selects either way.
    open var allowsSelection = true
    /// Whether several items may be selected at once: kept for code that sets it; the window
    /// selects one item at a time (a click moves the selection), as a single-selection list does.
    open var allowsMultipleSelection = false

    /// The item selected, as a click or `selectItem` left it.
    var selectedItem: IndexPath?

    /// The height the element of `kind` (nil for a cell) at `indexPath` takes whatever its
    /// content; nil to measure it. A table view fixes its rows' heights by `rowHeight`.
    func fixedHeight(ofElementKind kind: String?, at indexPath: IndexPath) -> Double? { nil }

    /// The delegate as a collection view's: the object told about selection and display.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

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
        countsAreCurrent = true
    }
}
