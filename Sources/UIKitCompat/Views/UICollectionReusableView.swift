import CollectionLayout

/// A view a collection view shows for a supplementary element, and the base of its cells, as
/// UIKit's `UICollectionReusableView`: a real view whose subviews are laid out and drawn.
///
/// A subclass writes `override init(frame: CGRect)` and `required init?(coder: NSCoder)`, as on
/// iOS, and may add initialisers of its own (`init(text:)` calling `super.init(frame:)`).
/// Registrations and dequeuing make views of a class through its `init(frame:)`, as UIKit does;
/// a class that does not have one (it declared initialisers of its own and no `init(frame:)`)
/// stops the program there with Swift's "Use of unimplemented initializer 'init(frame:)'", as it
/// stops an app on iOS. Dequeued views are reused: one that left the screen is given
/// ``prepareForReuse()`` and handed to the next index path.
open class UICollectionReusableView: UIView {
    /// Where the view is shown while its registration's handler configures it.
    var placement: ReusableViewPlacement? {
        didSet { placementDidChange() }
    }
    /// The identifier the view was dequeued with; nil for a view made directly. Open, as UIKit's:
    /// a cell may override it.
    open var reuseIdentifier: String? { dequeuedIdentifier }
    /// The identifier ``dequeueReusableCell(withReuseIdentifier:for:)`` gave the view.
    var dequeuedIdentifier: String?
    /// The queue the view goes back to when it leaves the screen (its class's identifier or registration).
    var reuseKey: String?

    /// A view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not decoded from storyboards here: this stops the program, naming the class.
    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:) or a registration")
    }

    /// A view of the dynamic class this is called on, made through that class's `init(frame:)`:
    /// what registrations and dequeuing call, through ``makeForReuse()``. Not for code to call.
    @_spi(Reuse) public convenience init(forReuse: ()) {
        self.init(frame: .zero)
    }

    /// Called when the view is handed a place, before the code configuring it runs.
    func placementDidChange() {}

    /// Called on a view that left the screen before it is handed out again: reset what the
    /// last configuration set that the next one may not. Call `super` when overriding.
    open func prepareForReuse() {}

    /// Called with the layout's attributes before the view is shown at them.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants instead of `layoutAttributes` when its size is estimated:
    /// its Auto Layout size at the attributes' width (required) with the height as small as its
    /// constraints allow (fitting), as UIKit sizes a self-sizing cell. In a flow layout both
    /// priorities are `fittingSizeLevel` and the attributes' size only a target, as in UIKit: the
    /// cell is as wide as its content (a label's one line), unless a constraint fixes its width.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        if fitsBothAxes {
            fitted.size = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                                  verticalFittingPriority: .fittingSizeLevel)
        } else {
            fitted.size = systemLayoutSizeFitting(CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height),
                                                  withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        return fitted
    }

    /// Whether the layout measuring the view lets it choose its width too (a flow layout's
    /// self-sizing cell), which UIKit tells the default `preferredLayoutAttributesFitting(_:)`.
    var fitsBothAxes = false

    /// Counts the changes code made to what the view shows after it was shown (a cell's
    /// configuration marked stale, a table cell's label or accessory set), so a view on screen
    /// is drawn again with them.
    var contentRevision = 0

    /// Whether the view has had the second layout pass a new cell gets when it is first drawn.
    var hasBeenLaidOutTwice = false

    /// The list content the engine draws for the view: a cell's list content configuration,
    /// a table view cell's text label and image; nil for none.
    var shownListContent: UIListContentConfiguration? { nil }

    /// Whether the engine tints the view while it is selected: a table view cell whose
    /// `selectionStyle` is `.none` is not.
    var showsSelection: Bool { true }

    /// The accessories drawn with ``shownListContent``.
    var shownAccessories: [UICellAccessory] { [] }

    /// Whether the view has subviews to draw (its own or a cell's content view's), so it is
    /// drawn as views rather than from its configuration alone.
    var drawsViews: Bool { !subviews.isEmpty }
}
