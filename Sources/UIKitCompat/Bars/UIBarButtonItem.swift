/// A button in a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a title, an image, a
/// system item or a custom view, which runs its primary action, its target's action, or shows
/// its menu when clicked.
open class UIBarButtonItem: UIBarItem {
    /// How a text item is drawn.
    open var style = Style.plain { didSet { itemDidChange() } }
    /// The object `action` is sent to.
    open weak var target: AnyObject?
    /// The method sent to `target` when the item is clicked.
    open var action: Selector?
    /// The action run when the item is clicked, before a target's.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, title == nil, image == nil {
                title = primaryAction.title.isEmpty ? nil : primaryAction.title
                image = primaryAction.image
            }
        }
    }
    /// The menu the item shows when clicked (with no primary action) or pressed.
    open var menu: UIMenu?
    /// A view drawn in the item's place.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The item's colour; the bar's tint unless set.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The width of a fixed space.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Whether the item is shown; UIKit's `isHidden` (iOS 16).
    open var isHidden = false { didSet { itemDidChange() } }
    /// The system item the item was made as, if any.
    public private(set) var systemItem: SystemItem?

    public override init() {
        super.init()
    }

    /// An item showing `title`, sending `action` to `target` when clicked.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item showing `image`, sending `action` to `target` when clicked.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item, sending `action` to `target` when clicked.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        adopt(systemItem)
        self.target = target
        self.action = action
    }

    /// A system item running `primaryAction`, or showing `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        adopt(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing `title` and `image`, running `primaryAction` or showing `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item drawn as `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space between items.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    private func adopt(_ systemItem: SystemItem) {
        self.systemItem = systemItem
        if let text = systemItem.title { title = text }
        if let symbol = systemItem.symbolName { image = UIImage(systemName: symbol) }
        if systemItem == .done { style = .done }
    }

    /// Runs what a click on the item (drawn as `view`) runs: its primary action, then its
    /// target's action — or, with neither, opens its menu beside `view`.
    func perform(from view: UIView? = nil) {
        if primaryAction == nil, action == nil, let menu, let view {
            MenuRequests.request(menu, from: view)
            return
        }
        if let primaryAction { primaryAction.perform(sender: self) }
        if let action { SelectorDispatch.send(action, to: target, from: self) }
    }
}
