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

/// One tab: its image above its title.
final class TabBarButton: UIButton {
    let item: UITabBarItem

    init(item: UITabBarItem) {
        self.item = item
        super.init(type: .custom)
        setTitle(item.title, for: .normal)
    }

    required init?(coder: NSCoder) {
        fatalError("TabBarButton.init(coder:) is not used")
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let color = tintColor ?? .systemBlue
        let image = (isSelected ? item.selectedImage : nil) ?? item.image
        let imageSide = TabBarMetrics.imageSide
        if let image {
            let frame = Rect(x: rect.midX - Double(imageSide) / 2, y: rect.minY + Double(TabBarMetrics.imageTop),
                             width: Double(imageSide), height: Double(imageSide))
            if let bitmap = image.drawnBitmap(tintColor: color) {
                renderer.canvas.drawImage(bitmap, in: frame, clip: frame, cornerRadius: 0)
            } else {
                renderer.drawSymbol(image, tint: color, in: frame)
            }
        }
        if let title = item.title, !title.isEmpty {
            let font = TabBarMetrics.titleFont.fontSpec
            let width = renderer.measurer.advance(of: Substring(title), font: font)
            renderer.canvas.drawText(Substring(title), font: font, color: color.color, x: rect.midX - width / 2,
                                     baseline: rect.minY + Double(TabBarMetrics.titleBaseline), direction: nil)
        }
        if let badge = item.badgeValue {
            let font = FontSpec(size: 13)
            let width = max(18, renderer.measurer.advance(of: Substring(badge), font: font) + 10)
            let frame = Rect(x: rect.midX + Double(imageSide) / 2 - 6, y: rect.minY + 3, width: width, height: 18)
            renderer.canvas.fill(frame, color: (item.badgeColor ?? .systemRed).color, cornerRadius: 9)
            let textWidth = renderer.measurer.advance(of: Substring(badge), font: font)
            renderer.canvas.drawText(Substring(badge), font: font, color: Color(red: 1, green: 1, blue: 1),
                                     x: frame.midX - textWidth / 2, baseline: frame.minY + 13.5, direction: nil)
        }
    }
}

/// The numbers a tab bar is drawn by.
///
/// | Value | Number | Source |
/// |---|---|---|
/// | Bar height above the home indicator | 49 pt | HIG, Tab bars; measured, iOS 17 simulator |
/// | Image | 25 pt square, 7 pt from the top | measured |
/// | Title | 10 pt medium, baseline 42 pt from the top | HIG Typography (Caption 2 is 11; the tab title is 10 medium); measured |
/// | Unselected colour | `secondaryLabel`-like grey (#999999) | measured |
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let imageSide: CGFloat = 25
    static let imageTop: CGFloat = 7
    static let titleBaseline: CGFloat = 42
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let unselectedColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
}
