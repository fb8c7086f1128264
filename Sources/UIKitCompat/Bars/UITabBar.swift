import CollectionView
import CollectionLayout

/// The bar of tabs at the bottom of a tab bar controller's screen, as UIKit's `UITabBar` on iOS
/// 17: each item's image above its title, the selected one in the tint colour, over the bar
/// material with a hairline along its top, reaching down over the home indicator.
open class UITabBar: UIView {
    /// The tabs, leading first.
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    /// The tab drawn selected.
    open var selectedItem: UITabBarItem? { didSet { restyle() } }
    /// The colour of unselected tabs; the secondary label colour unless set.
    open var unselectedItemTintColor: UIColor? { didSet { restyle() } }
    /// The bar's look; the default material unless set.
    open var standardAppearance = UIBarAppearance() { didSet { setNeedsLayout() } }
    /// The look with the content scrolled to its end; nil: the standard look.
    open var scrollEdgeAppearance: UIBarAppearance? { didSet { setNeedsLayout() } }
    /// A colour for the background, from before appearances.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether content shows through; kept.
    open var isTranslucent = true

    let backgroundView = UIView()
    let hairline = UIView()
    private(set) var buttons: [UIButton] = []
    /// What a click on a tab does: the tab bar controller selects it.
    var itemPressed: ((Int) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the tabs.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    private func rebuild() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).enumerated().map { index, item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self] _ in self?.itemPressed?(index) }, for: .primaryActionTriggered)
            item.changeObserver = { [weak self] in self?.restyle() }
            return button
        }
        for button in buttons { addSubview(button) }
        restyle()
    }

    private func restyle() {
        for (index, button) in buttons.enumerated() {
            guard let item = items?[index], let tabButton = button as? TabBarButton else { continue }
            let selected = item === selectedItem
            tabButton.isSelected = selected
            tabButton.tintColor = selected ? tintColor : (unselectedItemTintColor ?? TabBarMetrics.unselectedColor)
            tabButton.setNeedsLayout()
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let appearance = standardAppearance
        backgroundView.frame = bounds
        backgroundView.backgroundColor = appearance.drawnBackground ?? barTintColor
        let pixel = 1 / CGFloat(UIDevice.current.screen.traits.displayScale)
        hairline.frame = CGRect(x: 0, y: -pixel, width: width, height: pixel)
        hairline.backgroundColor = appearance.shadowColor
        guard !buttons.isEmpty else { return }
        let slot = (width / CGFloat(buttons.count)).rounded(.down)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * slot, y: 0, width: slot, height: TabBarMetrics.height)
        }
    }
}
