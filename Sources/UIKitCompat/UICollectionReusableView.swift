import CollectionLayout

/// A view a collection view shows for a supplementary element, and the base of its cells, as
/// UIKit's `UICollectionReusableView`.
///
/// There are no view hierarchies here: a view is drawn from what it is configured with (a
/// cell's content configuration, background and accessories), so subviews a subclass adds are
/// not drawn. A plain reusable view draws its ``backgroundColor``.
///
/// Registrations make views of a generic class, so ``init(frame:)`` is required: a subclass that
/// overrides it writes `required override init(frame:)`, where UIKit takes `override init(frame:)`.
open class UICollectionReusableView {
    /// Where the view is; a dequeued view's is zero, as the layout places it when drawn.
    open var frame: CGRect
    /// The fill behind the view's content; nil draws none.
    open var backgroundColor: UIColor?
    /// The layer behind the view: its corner radius, border and shadow are drawn.
    public let layer = CALayer()
    /// Where the view is shown while its registration's handler configures it.
    var placement: ReusableViewPlacement?

    /// A view of `frame`.
    public required init(frame: CGRect) {
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

    /// Called before a view is handed out again; nothing is reused here, so it is never called.
    open func prepareForReuse() {}
}
