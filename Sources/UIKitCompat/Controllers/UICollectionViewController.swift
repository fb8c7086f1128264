import CollectionLayout

/// A controller whose view is a collection view, as UIKit's `UICollectionViewController`: made with
/// a layout, its `loadView()` makes a collection view of the screen's size with that layout, this
/// controller as its data source and delegate, and makes it the view.
///
/// As in UIKit (whose importer mirrors the protocols' methods onto the class), every data source,
/// delegate and scroll view delegate method is the class's own, so a subclass `override`s the ones
/// it answers: `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)`,
/// `collectionView(_:didSelectItemAt:)`, `scrollViewDidScroll(_:)` and the rest. Unanswered, a
/// section has no items and the delegate says what UIKit's defaults say.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layout: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    /// A controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose collection view uses a default flow layout, as UIKit's without a nib.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Controllers are not decoded from storyboards here: this stops the program, naming the class.
    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): view controllers are not loaded from storyboards here; use init(collectionViewLayout:)")
    }

    /// The collection view, made with the view; setting one makes it the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            if let newValue { layout = newValue.collectionViewLayout }
            view = newValue
        }
    }

    /// The collection view's layout (the one given until the view is made).
    open var collectionViewLayout: UICollectionViewLayout { storedCollectionView?.collectionViewLayout ?? layout }

    /// Whether the selection is cleared each time the view is about to appear; true, as in UIKit
    /// (a list that pushed a detail screen shows no row selected on coming back).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press moves items; kept (items are not moved interactively here).
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether pushing another collection view controller animates between their layouts; kept.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view: the screen's size, the layout, this controller as its data source
    /// and delegate. A subclass that makes its own view sets `collectionView` and does not call `super`.
    open override func loadView() {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: UIViewController.screenSize), collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        self.collectionView = collectionView
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear`, then as `UIViewController`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = storedCollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: UICollectionViewDataSource

    /// One section, as UIKit's.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items, as UIKit's: a subclass overrides it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass that has items overrides it; UIKit stops the app when it does not. Here one line
    /// on standard error names the class, once, and the cell is drawn empty.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if !reportedMissingCells {
            reportedMissingCells = true
            ConsoleLog.write("\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:); its cells are drawn empty")
        }
        return UICollectionViewCell(frame: .zero)
    }

    private var reportedMissingCells = false

    /// An empty view, for a controller that provides no supplementary views.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
