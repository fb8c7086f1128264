import CollectionLayout
import Foundation

/// A screen's controller, as UIKit's `UIViewController`: it makes its view when first asked
/// (`loadView()`, then `viewDidLoad()`), is told as the view appears, lays out and disappears,
/// and holds what bars show for it (`title`, `navigationItem`, `tabBarItem`).
///
/// A subclass overrides the calls it needs and calls `super`, as on iOS. The calls come in
/// UIKit's order (the table in docs/screens.md): `viewDidLoad` once, then for each appearance
/// `viewWillAppear`, `viewIsAppearing`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
/// `viewDidAppear`, and `viewWillDisappear`, `viewDidDisappear` when it goes.
open class UIViewController: UIResponder {
    private var storedView: UIView?

    // Its trait-change registrations go with it.
    deinit { TraitChangeRegistrations.forget(self) }

    /// A controller whose view `loadView()` makes; nib and bundle are not read here (nil, nil is
    /// what code-built screens pass).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// A controller whose view `loadView()` makes.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers are not decoded from storyboards here: this stops the program, naming the class.
    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): view controllers are not loaded from storyboards here; use init() or init(nibName: nil, bundle: nil)")
    }

    /// The nib the controller was made with; never read here.
    public let nibName: String?

    // MARK: The view

    /// The controller's view, made by `loadView()` and followed by `viewDidLoad()` when first asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningController = nil
            storedView = newValue
            newValue?.owningController = self
        }
    }

    /// The view if it was made, without making it.
    open var viewIfLoaded: UIView? { storedView }

    /// Whether the view was made.
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: a plain view of the screen's size with the system background, as
    /// UIKit's for a controller without a nib. A subclass that makes its own sets `view` and
    /// does not call `super`.
    open func loadView() {
        let view = UIView(frame: CGRect(origin: .zero, size: UIViewController.screenSize))
        view.backgroundColor = .systemBackground
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Makes the view now if it was not.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            fatalError("\(type(of: self)).loadView() set no view: a loadView() that does not call super must set self.view")
        }
        viewDidLoad()
    }
    private var isLoadingView = false

    /// The size a view made by `loadView()` starts at: the screen being shown.
    static var screenSize: CGSize {
        let size = UIDevice.current.screen.size
        return CGSize(width: size.width, height: size.height)
    }

    // MARK: The calls a subclass overrides

    /// Called once, after the view was made.
    open func viewDidLoad() {}

    /// Whether the screen is in editing mode; set it through ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    private var editingFlag = false

    /// Puts the screen in or out of editing mode: override it to edit your views, calling
    /// `super`, which retitles `editButtonItem` (Edit, Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        madeEditButtonItem.map(showEditing)
    }

    /// A bar button that toggles editing mode, titled Edit or Done as the mode is.
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        showEditing(on: item)
        item.primaryAction = UIAction(title: "") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        madeEditButtonItem = item
        return item
    }
    private var madeEditButtonItem: UIBarButtonItem?

    /// Titles `item` for the mode the screen is in: Done while editing, else Edit.
    private func showEditing(on item: UIBarButtonItem) {
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }

    /// Called before the view is added to the screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the screen with its traits and safe area, before its first layout there.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the screen is about to take `size` (the device turned, the window was resized).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }
    /// Called when the traits the controller is shown with changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when the safe area the controller's view has changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Called after the view's constraints are updated.
    open func updateViewConstraints() { view.updateConstraints() }

    // MARK: What bars show

    /// The screen's title: the navigation item's and the tab bar item's unless they have their own.
    open var title: String? {
        didSet {
            if let item = navigationItemIfMade, !item.titleWasSet { item.inheritedTitle = title }
            if let item = tabBarItemIfMade, item.title == nil { item.title = title }
            navigationController?.controllerTitleDidChange(self)
        }
    }

    private var navigationItemIfMade: UINavigationItem?
    /// What a navigation bar shows for this controller: its title, bar buttons and back button.
    open var navigationItem: UINavigationItem {
        if let navigationItemIfMade { return navigationItemIfMade }
        let item = UINavigationItem(title: title ?? "")
        item.titleWasSet = false
        item.inheritedTitle = title
        item.owner = self
        navigationItemIfMade = item
        return item
    }

    private var tabBarItemIfMade: UITabBarItem?
    /// What a tab bar shows for this controller.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemIfMade { return tabBarItemIfMade }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemIfMade = item
            return item
        }
        set { tabBarItemIfMade = newValue }
    }

    // MARK: Containment

    /// The controller this one is a child of.
    open internal(set) weak var parent: UIViewController?
    /// The controllers this one contains.
    open internal(set) var children: [UIViewController] = []

    /// The nearest navigation controller this one is inside.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller this one is inside.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// Makes `child` a child of this controller; the caller adds its view and then calls
    /// `child.didMove(toParent: self)`, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes the controller out of its parent; the caller calls `willMove(toParent: nil)` first
    /// and removes its view, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a container (nil: removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Safe area, margins and traits

    /// Insets the controller adds to the safe area its view gets from its container.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { containerSafeAreaDidChange() } }
    }

    /// The safe area the container gives the view, before ``additionalSafeAreaInsets``.
    var containerSafeArea = UIEdgeInsets.zero {
        didSet { if containerSafeArea != oldValue { containerSafeAreaDidChange() } }
    }

    private func containerSafeAreaDidChange() {
        guard let view = viewIfLoaded else { return }
        let given = containerSafeArea, extra = additionalSafeAreaInsets
        view.providedSafeAreaInsets = UIEdgeInsets(top: given.top + extra.top, left: given.left + extra.left,
                                                   bottom: given.bottom + extra.bottom, right: given.right + extra.right)
        viewSafeAreaInsetsDidChange()
    }

    /// Whether the root view's margins stay at least the system minimum (16 or 20 points at the
    /// sides); true, as in UIKit.
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// The smallest margins a root view gets: 16 points at the sides below 393 points wide, 20
    /// from there (the engine's `SystemLayoutMargins`); none above and below.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded.map { Double($0.bounds.width) } ?? Double(UIViewController.screenSize.width)
        let margins = SystemLayoutMargins.forWidth(width)
        return NSDirectionalEdgeInsets(top: 0, leading: margins.leading, bottom: 0, trailing: margins.trailing)
    }

    /// The appearance this controller and everything inside it take, whatever the screen's.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// The traits the controller is shown with.
    open var traitCollection: UITraitCollection {
        var traits = UIDevice.current.screen.traits
        var current: UIViewController? = self
        while let controller = current {
            if let style = controller.overrideUserInterfaceStyle.overridingStyle { traits.userInterfaceStyle = style; break }
            current = controller.parent ?? controller.presentingViewController
        }
        return UITraitCollection(traits: traits)
    }

    // MARK: Presentation

    /// How the controller is shown when presented.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How the controller comes onto the screen when presented, and leaves it when dismissed.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a `.currentContext` presentation from a controller inside this one covers only
    /// this one's view; kept (such presentations cover the screen here).
    open var definesPresentationContext = false
    /// Whether this controller's `modalTransitionStyle` is used for presentations in its context; kept.
    open var providesPresentationContextTransitionStyle = false
    /// Whether a non-full-screen presentation of this controller sets the status bar's style; kept.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether, presented, it hides the screen that presented it (which then disappears).
    var coversPresenter: Bool { modalPresentationStyle.coversWholeScreen }
    /// The controller this one presented, while it is shown.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open internal(set) weak var presentingViewController: UIViewController?
    /// Whether the controller can be dismissed by pulling its sheet down; kept.
    open var isModalInPresentation = false
    /// The status bar's style over this controller; kept.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the screen asks for the status bar to be hidden; a snapshot on a configuration
    /// whose safe area is only a status bar then has none (see UIKitSnapshotTesting).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks for the status bar to be drawn again.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Where the controller's appearance stands, so each call comes once per appearance.
    var appearance = AppearanceState.disappeared
    /// Whether the appearance or disappearance under way (or last made) is animated, for the
    /// calls that end it.
    var lastAppearanceAnimated = false
    /// Whether the controller is being added to its container in the appearance under way.
    open internal(set) var isMovingToParent = false
    /// Whether the controller is being taken from its container in the disappearance under way.
    open internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented.
    open internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed.
    open internal(set) var isBeingDismissed = false

    /// Whether a container tells its children as it appears and disappears; true, as in UIKit.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children shown now, which appear and disappear with this controller: all of them
    /// for a plain container, the top one of a navigation controller, the selected tab.
    var shownChildren: [UIViewController] { children.filter { $0.isViewLoaded && $0.view.superview != nil } }

    open override var next: UIResponder? { view.superview ?? parent }

    /// The screen showing this controller, when it is the root of one.
    weak var hostingPresentation: ScreenPresentation?
    /// The presentation controller, once asked for or presented.
    var madePresentationController: UIPresentationController?

    /// The screen showing this controller: its root's, found through parents and presenters.
    var screenPresentation: ScreenPresentation? {
        var controller: UIViewController = self
        while true {
            if let presentation = controller.hostingPresentation { return presentation }
            guard let up = controller.parent ?? controller.presentingViewController else { return nil }
            controller = up
        }
    }

    // MARK: Presenting; open, as apps override them (and call super)

    /// Shows `viewControllerToPresent` over this controller's screen, as a sheet or full screen
    /// as its ``modalPresentationStyle`` says; `completion` runs once it appeared.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentOnScreen(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Takes away the controller this one presented, or, when it presented none, the presented
    /// screen it is (or is inside: a screen in a presented navigation controller) from the
    /// controller that presented it; `completion` runs once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissFromScreen(animated: flag, completion: completion)
    }

    /// Shows `vc` the way the container this controller is in shows a new screen: pushed on a
    /// navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        showInContainer(vc)
    }

    /// Shows `vc` as the detail of a split view; as `show(_:sender:)` here.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }
}
