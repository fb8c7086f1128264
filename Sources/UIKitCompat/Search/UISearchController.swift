import CollectionLayout
import CollectionView

/// A search in a navigation bar, as UIKit's `UISearchController` given to
/// `navigationItem.searchController`: its bar sits under the title (folding away as the content
/// scrolls unless `hidesSearchBarWhenScrolling` is false); a click in the field makes it active,
/// shows Cancel and asks the `searchResultsUpdater` for results, again on every edit; Cancel
/// clears the text and dismisses it.
open class UISearchController: UIViewController {
    /// The bar with the field.
    public let searchBar = UISearchBar()
    /// The controller that shows results; nil when the screen beneath shows them itself.
    public let searchResultsController: UIViewController?
    /// The object asked to show results for the bar's text. Weak, as in UIKit.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told as the search presents and dismisses. Weak, as in UIKit.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content beneath is dimmed while the search is active.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the content beneath is dimmed while active; the older name.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar gives way to the search while it is active: the search band
    /// moves to the top, the title and its buttons go, as on an iPhone.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar's scope buttons show while the search is active (and hide after).
    open var automaticallyShowsScopeBar = true
    /// Whether the search results controller shows while the text is empty (and the search is active).
    open var showsSearchResultsController = false { didSet { updateResultsShown() } }
    /// The navigation item whose bar shows the search: its controller is the screen searched.
    weak var navigationItemShowing: UINavigationItem?
    /// Whether the search is active: the field edited or searched, Cancel shown.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            isActive ? present() : dismissSearch()
        }
    }

    /// A search showing results in `searchResultsController`, or in the screen beneath when nil.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("UISearchController.init(coder:): controllers are not loaded from storyboards here; use init(searchResultsController:)")
    }

    /// The field began editing: the search becomes active.
    func activate() {
        isActive = true
    }

    /// The text changed: the updater is asked again.
    func searchTextDidChange() {
        updateResultsShown()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func present() {
        delegate?.willPresentSearchController(self)
        searchBar.showsCancelButton = true
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = true }
        navigationItemShowing?.owner?.navigationController?.searchPresentationDidChange()
        updateResultsShown()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func dismissSearch() {
        delegate?.willDismissSearchController(self)
        searchBar.searchTextField.resignFirstResponder()
        searchBar.text = ""
        searchBar.showsCancelButton = false
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        navigationItemShowing?.owner?.navigationController?.searchPresentationDidChange()
        updateResultsShown()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// Whether the screen beneath is dimmed now: active, obscuring, with no text yet and no
    /// results controller shown over it.
    var dimsContent: Bool {
        isActive && obscuresBackgroundDuringPresentation && (searchBar.text ?? "").isEmpty && !showsResults
    }

    /// Whether the results controller's view shows: while active, once there is text (or always,
    /// with `showsSearchResultsController`).
    var showsResults: Bool {
        searchResultsController != nil && isActive && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
    }
}
