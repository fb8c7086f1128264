/// A row or column of views laid out by constraints it makes itself, as UIKit's `UIStackView`:
/// its arranged subviews one after another along `axis` with `spacing` between them, sized along
/// the axis by `distribution` and across it by `alignment`.
///
/// As in UIKit, the arrangement is a set of constraints the stack view keeps (see
/// `StackArrangement`): hidden arranged views drop out of it, and code's own constraints on the
/// stack (its edges to a cell's content view) size and place it. Where `fill` leaves more room
/// than the views want and their hugging priorities are equal, the last view stretches.
open class UIStackView: UIView {
    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    /// A row (`horizontal`, the default) or a column.
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrangementChanged() } }
    /// How the views share the length along the axis.
    open var distribution = Distribution.fill { didSet { arrangementChanged() } }
    /// How the views sit across the axis.
    open var alignment = Alignment.fill { didSet { arrangementChanged() } }
    /// The space between neighbouring views (the least space for `equalSpacing` and `equalCentering`).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether the views are arranged inside the stack's layout margins rather than its edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether a column's spacing runs from one view's last baseline to the next one's first.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }

    /// The spacing a view set with `setCustomSpacing(_:after:)` falls back to: the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// UIKit's standard spacing between sibling views: 8 points.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints of the current arrangement, and the guides it spaces views with.
    private var arrangement = StackArrangement.Made(constraints: [], guides: [])
    private var arrangementIsStale = true

    /// A stack arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIStackView.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:) or init(arrangedSubviews:)")
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `index` in the arrangement (and as a subview, if it is not one).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Sets the space after `arrangedSubview` to `spacing` (`spacingUseDefault` returns to the stack's).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The space after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The space after `view` in points.
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? UIView.systemSpacing : value
    }

    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }

    open override func updateConstraints() {
        if arrangementIsStale {
            arrangementIsStale = false
            NSLayoutConstraint.deactivate(arrangement.constraints)
            for guide in arrangement.guides { removeLayoutGuide(guide) }
            arrangement = StackArrangement(stack: self).make()
            for guide in arrangement.guides { addLayoutGuide(guide) }
            NSLayoutConstraint.activate(arrangement.constraints)
        }
        super.updateConstraints()
    }

    /// An arranged view was shown or hidden.
    func arrangedSubviewVisibilityChanged() { arrangementChanged() }

    private func arrangementChanged() {
        arrangementIsStale = true
        setNeedsUpdateConstraints()
        rootView.constraintsDidChange()
    }
}
