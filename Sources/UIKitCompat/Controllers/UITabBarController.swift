import CollectionLayout

/// Screens chosen by a tab bar, as UIKit's `UITabBarController`: the selected controller's view
/// fills the screen above the bar, whose height is added to its safe area; a click on a tab
/// selects it.
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar(frame: .zero)
    /// The object asked before and told after a tab is selected.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The screens, one a tab.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController] = []

    /// The tab shown.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }
    private var storedSelectedIndex = 0

    /// The screen shown.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
        set {
            if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) }
        }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.itemPressed = { [weak self] index in self?.tabPressed(index) }
    }

    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): view controllers are not loaded from storyboards here; use init()")
    }

    /// Replaces the screens, keeping the selected index where it still names one.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for controller in tabs { controller.willMove(toParent: nil); controller.removeFromParent() }
        tabs = viewControllers ?? []
        for controller in tabs { addChild(controller); controller.didMove(toParent: self) }
        tabBar.items = tabs.map { $0.tabBarItem }
        if !tabs.indices.contains(storedSelectedIndex) { storedSelectedIndex = 0 }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        show(from: previous, animated: animated)
    }

    private func tabPressed(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        if delegate?.tabBarController(self, shouldSelect: controller) == false { return }
        if index == storedSelectedIndex, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        select(index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != storedSelectedIndex else { return }
        let previous = selectedViewController
        storedSelectedIndex = index
        tabBar.selectedItem = selectedViewController?.tabBarItem
        show(from: previous, animated: false)
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: CGRect(origin: .zero, size: UIViewController.screenSize))
        container.controller = self
        container.backgroundColor = .systemBackground
        container.addSubview(tabBar)
        view = container
        if let selected = selectedViewController { installShownChild(selected, beneath: tabBar) }
    }

    override var shownChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    private func show(from previous: UIViewController?, animated: Bool) {
        replaceShownChild(previous, with: selectedViewController, beneath: tabBar, animated: animated)
    }

    /// Places the bar at the bottom, over the home indicator, and the selected screen above it.
    func layoutContainer() {
        let safe = view.safeAreaInsets
        let bounds = view.bounds
        let height = TabBarMetrics.height + safe.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        selectedViewController?.viewIfLoaded?.frame = bounds
        selectedViewController?.containerSafeArea = UIEdgeInsets(top: safe.top, left: safe.left, bottom: height, right: safe.right)
    }
}
