/// A rectangle on screen, as UIKit's `UIView`: its frame, background colour and layer.
///
/// The base of the reusable views and the view a swipe action's handler is given. There are no
/// view hierarchies here yet: a view is drawn from what it is configured with.
open class UIView {
    /// Where the view is, in its container's coordinates.
    open var frame: CGRect
    /// The fill behind the view's content; nil draws none.
    open var backgroundColor: UIColor?
    /// The layer behind the view: its corner radius, border and shadow are drawn.
    public let layer = CALayer()

    /// A view of `frame`.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view of zero size.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Views are not decoded from storyboards here: this stops the program, naming the class.
    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:) or a registration")
    }

    /// The view's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
