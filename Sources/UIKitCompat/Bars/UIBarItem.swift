/// What a bar shows for an item, as UIKit's `UIBarItem`: a title, an image, whether it is enabled.
open class UIBarItem: NSObject {
    /// The item's text.
    open var title: String? { didSet { itemDidChange() } }
    /// The item's image.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// Whether the item responds, and is drawn as enabled.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// A number code can find the item by.
    open var tag = 0
    /// A name for tests and tools; kept.
    open var accessibilityIdentifier: String?

    public override init() {
        super.init()
    }

    /// Called when anything drawn changed, so the bar showing the item lays out again.
    func itemDidChange() {
        changeObserver?()
    }

    /// What the bar showing the item does when it changes.
    var changeObserver: (() -> Void)?
}
