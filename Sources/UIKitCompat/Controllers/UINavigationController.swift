import CollectionLayout

/// A stack of screens under a navigation bar, as UIKit's `UINavigationController`: the top
/// controller's view fills the screen beneath the bar, whose height (and large title) is added
/// to its safe area; a push shows a new screen with a back button to the one before.
open class UINavigationController: UIViewController {
    /// The screens, the root first and the shown one last.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []

    /// The screen shown.
    open var topViewController: UIViewController? { stack.last }
    /// The screen shown, or what it presented.
    open var visibleViewController: UIViewController? {
        var shown = topViewController?.presentedViewController ?? topViewController
        while let above = shown?.presentedViewController { shown = above }
        return shown
    }

    /// The bar at the top.
    public let navigationBar: UINavigationBar
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the toolbar is hidden; there is no toolbar here yet.
    open var isToolbarHidden = true
    /// Whether a swipe up hides the bars; kept.
    open var hidesBarsOnSwipe = false
    /// The object told about pushes and pops.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setUp()
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// A navigation controller; its bar is a `UINavigationBar` whatever class is named (a
    /// subclass of the bar is not made here).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): view controllers are not loaded from storyboards here; use init(rootViewController:)")
    }

    private func setUp() {
        navigationBar.backButtonPressed = { [weak self] in self?.popViewController(animated: true) }
    }

    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(origin: .zero, size: UIViewController.screenSize))
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(navigationBar)
        view = container
        if let top = topViewController { installShownChild(top, beneath: navigationBar) }
    }

    /// The children shown: the top screen.
    override var shownChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    // MARK: Pushing and popping

    /// Shows `viewController` over the stack, with a back button to the screen beneath.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // A push or pop still sliding ends first, as its screens' calls come before this one's.
        screenPresentation?.finishSlide()
        let previous = topViewController
        addChild(viewController)
        viewController.isMovingToParent = true
        stack.append(viewController)
        beginBarCrossFade(animated: animated, pushing: true)
        navigationBar.pushItem(viewController.navigationItem, animated: animated)
        replace(previous, with: viewController, animated: animated, pushing: true)
        viewController.didMove(toParent: self)
    }

    /// Takes the top screen away and shows the one beneath; nil at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let popped = stack.last else { return nil }
        pop(to: stack.count - 2, animated: animated)
        return popped
    }

    /// Pops to the root screen, returning the screens taken away.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        return pop(to: 0, animated: animated)
    }

    /// Pops to `viewController`, returning the screens taken away.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(to: index, animated: animated)
    }

    @discardableResult
    private func pop(to index: Int, animated: Bool) -> [UIViewController] {
        screenPresentation?.finishSlide()
        let popped = Array(stack[(index + 1)...])
        let leaving = stack.last
        for controller in popped { controller.willMove(toParent: nil); controller.isMovingFromParent = true }
        stack.removeSubrange((index + 1)...)
        beginBarCrossFade(animated: animated, pushing: false)
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        replace(leaving, with: topViewController, animated: animated, pushing: false)
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    /// Replaces the screens, showing the last.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        screenPresentation?.finishSlide()
        let previous = topViewController
        // A new top screen comes as a push; one that was in the stack already, as a pop.
        let pushing = !stack.contains { $0 === viewControllers.last }
        for controller in stack where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller !== previous { controller.removeFromParent() }
        }
        for controller in viewControllers where controller.parent !== self { addChild(controller) }
        stack = viewControllers
        beginBarCrossFade(animated: animated, pushing: pushing)
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        replace(previous, with: topViewController, animated: animated, pushing: pushing)
        if let previous, !viewControllers.contains(where: { $0 === previous }) { previous.removeFromParent() }
        for controller in viewControllers { controller.didMove(toParent: self) }
    }

    /// Shows `next`'s view in place of `previous`'s, telling the delegate before and after.
    private func replace(_ previous: UIViewController?, with next: UIViewController?, animated: Bool, pushing: Bool) {
        guard previous !== next else { return navigationBar.endCrossFade() }
        if let next { delegate?.navigationController(self, willShow: next, animated: animated) }
        // On screen, an animated change slides, as UIKit's does; the screens hear they did
        // appear and disappear, and the delegate that the new one shows, once it is over.
        let screen = screenPresentation
        let slides = animated && appearance == .appeared && previous?.isViewLoaded == true && next != nil && screen != nil
        let endAppearance = replaceShownChild(previous, with: next, beneath: navigationBar, animated: animated, endsLater: slides)
        let finish = { [weak self] in
            endAppearance()
            if let self, let next, self.isViewLoaded { self.delegate?.navigationController(self, didShow: next, animated: animated) }
        }
        if slides, let screen, let leaving = previous?.viewIfLoaded, let coming = next?.viewIfLoaded {
            screen.slide = SlideTransition(leaving: leaving, coming: coming, container: view, isPush: pushing, bar: navigationBar,
                                           finish: finish)
        } else {
            navigationBar.endCrossFade()
            finish()
        }
    }

    /// Before the items change for a push or a pop that will slide on screen, the bar keeps
    /// what it shows now to fade it out as the new screen's title and buttons fade in.
    private func beginBarCrossFade(animated: Bool, pushing: Bool) {
        guard animated, appearance == .appeared, screenPresentation != nil else { return }
        navigationBar.beginCrossFade(pushing: pushing)
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Hides or shows the toolbar; kept.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    func controllerTitleDidChange(_ controller: UIViewController) {
        navigationBar.barDidChange()
    }

    // MARK: Layout

    /// The bar's height with the large title band at rest, on `host`'s screen.
    func barHeight(on host: LayoutHost) -> CGFloat {
        guard !isNavigationBarHidden else { return 0 }
        let search = navigationBar.searchBar?.bandHeight ?? 0
        if navigationBar.givesWayToSearch { return search }
        let band = navigationBar.showsLargeTitle(on: host) ? NavigationBarMetrics.largeTitleBand : 0
        return NavigationBarMetrics.height(on: host) + band + search
    }

    /// Places the bar under the status bar and the top screen beneath it, giving the screen the
    /// bar as safe area.
    func layoutContainer() {
        let host = UIDevice.current.screen
        let safe = view.safeAreaInsets
        let bounds = view.bounds
        let large = navigationBar.showsLargeTitle(on: host) && !navigationBar.givesWayToSearch
        if !large { navigationBar.largeTitleShown = 0 } else if !hasScrolled { navigationBar.largeTitleShown = NavigationBarMetrics.largeTitleBand }
        if let searchBar = navigationBar.searchBar { if !hasScrolled { navigationBar.searchShown = searchBar.bandHeight } } else { navigationBar.searchShown = 0 }
        navigationBar.isHidden = isNavigationBarHidden
        placeBar(on: host)
        let top = topViewController
        top?.viewIfLoaded?.frame = bounds
        top?.containerSafeArea = UIEdgeInsets(top: safe.top + barHeight(on: host), left: safe.left, bottom: safe.bottom, right: safe.right)
    }

    /// The search band changed height while shown (scope buttons with an active search): it is
    /// shown whole, and the screen beneath takes the new safe area.
    func searchBandDidChange(_ searchBar: UISearchBar) {
        navigationBar.searchShown = searchBar.bandHeight
        layoutContainer()
        view.setNeedsLayout()
    }

    /// The top screen's search became active or ended: a search that hides the bar takes its
    /// place at the top while active (the title and its band go, the content moves up under the
    /// search band); ended, the bar comes back as at rest.
    func searchPresentationDidChange() {
        let host = UIDevice.current.screen
        if navigationBar.givesWayToSearch {
            navigationBar.largeTitleShown = 0
        } else if navigationBar.showsLargeTitle(on: host) {
            navigationBar.largeTitleShown = NavigationBarMetrics.largeTitleBand
            hasScrolled = false
        }
        if let searchBar = navigationBar.searchBar { navigationBar.searchShown = searchBar.bandHeight }
        layoutContainer()
        navigationBar.setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Whether the top screen's content has moved, so the large title follows it.
    private var hasScrolled = false

    /// Follows the top screen's scroll view: the large title band shrinks as the content
    /// scrolls up under it, and the bar takes its scroll-edge look at the top.
    /// `scrolled` is how far the content is past its resting top (negative when pulled down).
    func contentDidScroll(past scrolled: CGFloat) {
        hasScrolled = true
        let host = UIDevice.current.screen
        // The search bar folds away first (unless it stays), then the large title.
        var rest = scrolled
        if let searchBar = navigationBar.searchBar {
            let band = searchBar.bandHeight
            let hides = topViewController?.navigationItem.hidesSearchBarWhenScrolling ?? true
            navigationBar.searchShown = hides ? min(band, max(0, band - rest)) : band
            if hides { rest = rest > 0 ? max(0, rest - band) : rest }
        } else {
            navigationBar.searchShown = 0
        }
        if navigationBar.showsLargeTitle(on: host) {
            navigationBar.largeTitleShown = max(0, NavigationBarMetrics.largeTitleBand - rest)
        } else {
            navigationBar.largeTitleShown = 0
        }
        navigationBar.isAtScrollEdge = scrolled <= 0
        placeBar(on: host)
        navigationBar.layoutIfNeeded()
    }

    /// Puts the bar under the status bar, as tall as its standard height and the large title
    /// band shown, its background reaching up behind the status bar.
    private func placeBar(on host: LayoutHost) {
        let safe = view.safeAreaInsets
        navigationBar.backgroundReach = safe.top
        let row = navigationBar.givesWayToSearch ? 0 : NavigationBarMetrics.height(on: host)
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: view.bounds.width,
                                     height: row + navigationBar.largeTitleShown + navigationBar.searchShown)
    }
}
