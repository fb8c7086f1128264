import CollectionLayout

/// A view a collection view shows for a supplementary element, and the base of its cells, as
/// UIKit's `UICollectionReusableView`.
///
/// There are no view hierarchies here: a view is drawn from what it is configured with (a
/// cell's content configuration, background and accessories), so subviews a subclass adds are
/// not drawn. A plain reusable view draws its ``UIView/backgroundColor``.
///
/// Registrations make views of a generic class, so ``init(frame:)`` is required: a subclass that
/// overrides it writes `required override init(frame:)`, where UIKit takes `override init(frame:)`.
open class UICollectionReusableView: UIView {
    /// Where the view is shown while its registration's handler configures it.
    var placement: ReusableViewPlacement?

    /// A view of `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not decoded from storyboards here: this stops the program, naming the class.
    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:) or a registration")
    }

    /// Called before a view is handed out again; nothing is reused here, so it is never called.
    open func prepareForReuse() {}
}
