/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: its title or
/// title view, its bar buttons, its back button, and how its title is drawn.
open class UINavigationItem: NSObject {
    /// The title; the controller's `title` unless set.
    open var title: String? {
        get { titleWasSet ? ownTitle : inheritedTitle }
        set {
            ownTitle = newValue
            titleWasSet = true
            itemDidChange()
        }
    }
    private var ownTitle: String?
    /// Whether code set the title, so the controller's no longer reaches it.
    var titleWasSet = true
    /// The controller's title, shown while code sets none.
    var inheritedTitle: String? { didSet { itemDidChange() } }
    /// The controller the item belongs to.
    weak var owner: UIViewController?

    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line under the title (iOS 16's subtitle in the navigation bar is not in UIKit's API;
    /// the prompt is the line above it).
    open var prompt: String? { didSet { itemDidChange() } }
    /// The buttons on the leading side, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The buttons on the trailing side, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The button the next screen shows to come back here; its title replaces this title there.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The text the next screen's back button shows; this title unless set.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How much of the title the back button shows.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { itemDidChange() } }
    /// Whether this screen hides the back button.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the leading items come after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// Whether this screen's title is large.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { itemDidChange() } }
    /// The bar's look on this screen when scrolled; the bar's own unless set.
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The bar's look on this screen at the content's top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The bar's look on this screen in compact height.
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    /// The search controller whose bar shows under the title.
    open var searchController: UISearchController? {
        didSet {
            if oldValue !== searchController, oldValue?.navigationItemShowing === self { oldValue?.navigationItemShowing = nil }
            searchController?.navigationItemShowing = self
            itemDidChange()
        }
    }
    /// Whether the search bar folds away as the content scrolls up, before the large title does.
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }

    /// An item titled `title`.
    public init(title: String) {
        ownTitle = title
        super.init()
    }

    public override convenience init() {
        self.init(title: "")
        titleWasSet = false
    }

    /// Sets the leading buttons.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing buttons.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the first leading button.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first trailing button.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// When a screen's title is large, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the screen before it; large on the first screen when the bar prefers large titles.
        case automatic = 0
        /// Always large, when the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Large, sharing the bar with its buttons (iOS 17's inline large title).
        case inline = 3
    }

    /// How much of the previous title a back button shows, as UIKit's `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Hashable, Sendable {
        /// The previous title, or "Back" where it does not fit.
        case `default` = 0
        /// "Back", or nothing where it does not fit.
        case generic = 1
        /// The chevron only.
        case minimal = 2
    }

    /// Tells the bar showing the item to lay out again.
    func itemDidChange() { changeObserver?() }
    /// What the bar showing the item does when it changes.
    var changeObserver: (() -> Void)?
}
