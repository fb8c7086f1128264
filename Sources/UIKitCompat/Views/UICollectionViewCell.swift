/// A cell, as UIKit's `UICollectionViewCell`: a view with a ``contentView`` that code adds its
/// subviews to, optional background views behind it, and configurations.
///
/// What is drawn: the background configuration's colour (else the cell's background colour) with
/// its corner radius, the content configuration when it is a ``UIListContentConfiguration``
/// (another configuration's content view is put in the content view, filling it, and drawn with
/// the cell's views), then the cell's views — the
/// background view, the selected background view while selected or highlighted, and the content
/// view with everything in it — laid out by their constraints at the cell's size.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view a cell's own subviews go in; it fills the cell.
    public let contentView: UIView
    /// What the cell shows; nil shows only its background and views. A configuration set is
    /// shown for the cell's state before the cell is next measured or drawn.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { if !applyingState { configurationIsStale = true } }
    }
    /// Whether a change of the cell's state updates its content configuration for the state
    /// (`updated(for:)`), as UIKit's does by default.
    open var automaticallyUpdatesContentConfiguration = true
    /// The handler set through `configurationUpdateHandler` (declared in
    /// ``UICollectionViewCellRedeclaredMembers``, so that ``UITableViewCell`` can declare its own).
    var assignedUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    /// The view a content configuration other than a list one made, filling the content view.
    private var configuredContentView: (UIView & UIContentView)?
    /// Whether the cell is writing back its configuration updated for its state.
    private var applyingState = false
    /// What fills the cell behind its content.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// A view behind the content view, filling the cell.
    open var backgroundView: UIView? {
        didSet { install(backgroundView, replacing: oldValue, below: selectedBackgroundView ?? contentView) }
    }
    /// A view shown above the background view while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            install(selectedBackgroundView, replacing: oldValue, below: contentView)
            showSelectionState()
        }
    }
    /// Whether the cell is selected: the collection view sets it; it shows the selected background view.
    open var isSelected = false {
        didSet { if isSelected != oldValue { showSelectionState() } }
    }
    /// Whether the cell is highlighted (pressed): it shows the selected background view too.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { showSelectionState() } }
    }
    /// Whether `updateConfiguration(using:)` must run before the cell is next shown.
    private var configurationIsStale = true

    /// The cell's state now: its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Called before the cell is shown and whenever its state changes, to restyle it for
    /// `state`, as UIKit calls it; a subclass calls `super` first.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for `updateConfiguration(using:)` before the cell is next shown.
    open func setNeedsUpdateConfiguration() {
        configurationIsStale = true
        contentRevision &+= 1
    }

    /// Calls the configuration update handler the cell has: a table view cell calls its own.
    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        assignedUpdateHandler?(self, state)
    }

    /// Runs `updateConfiguration(using:)` and the update handler when they were asked for, then
    /// shows the content configuration updated for the cell's state.
    func updateConfigurationIfNeeded() {
        guard configurationIsStale else { return }
        let state = configurationState
        updateConfiguration(using: state)
        runConfigurationUpdateHandler(state)
        configurationIsStale = false
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            applyingState = true
            contentConfiguration = configuration.updated(for: state)
            applyingState = false
        }
        showContentView()
    }

    /// Puts the content configuration's view in the content view, filling it — or hands the
    /// configuration to the view already there when it supports it — as UIKit replaces a cell's
    /// content view; a list configuration is drawn by the engine instead.
    private func showContentView() {
        guard let configuration = contentConfiguration, !(configuration is UIListContentConfiguration) else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let shown = configuredContentView, shown.supports(configuration) {
            shown.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(made)
        NSLayoutConstraint.activate([
            made.topAnchor.constraint(equalTo: contentView.topAnchor),
            made.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            made.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            made.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        configuredContentView = made
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:) or a registration")
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        setNeedsUpdateConfiguration()
    }

    override var shownListContent: UIListContentConfiguration? { contentConfiguration as? UIListContentConfiguration }

    /// Whether the cell has views to draw beyond its configuration: a content view that paints
    /// (a colour, border or shadow of its own) or holds views, a background view or views of its own.
    override var drawsViews: Bool {
        !contentView.subviews.isEmpty || contentView.layer.paints(over: contentView.backgroundColor)
            || backgroundView != nil || selectedBackgroundView != nil || subviews.count > 1
    }

    private func install(_ view: UIView?, replacing old: UIView?, below sibling: UIView) {
        if old !== view { old?.removeFromSuperview() }
        guard let view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.translatesAutoresizingMaskIntoConstraints = true
        insertSubview(view, belowSubview: sibling.superview === self ? sibling : contentView)
    }

    private func showSelectionState() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        setNeedsUpdateConfiguration()
    }
}
