import CollectionLayout

/// A row of a table view, as UIKit's `UITableViewCell`: a cell in one of four styles whose
/// ``textLabel``, ``detailTextLabel`` and ``imageView`` are laid out as the style says, with a
/// standard ``accessoryType``; or a `contentView` that code fills with its own views and
/// constraints; or a content configuration.
///
/// Here it is a list cell (see ``UITableView``): the style's labels are drawn as a list content
/// configuration of the style with the labels' text, fonts, colours, lines and alignment, so a
/// row looks as a list row of the same content does.
open class UITableViewCell: UICollectionViewListCell {
    /// The style the cell was made with.
    let cellStyle: CellStyle
    private var storedReuseIdentifier: String?
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    /// A cell of `style`, dequeued under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A cell of the default style.
    public override init(frame: CGRect) {
        cellStyle = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(style:reuseIdentifier:)")
    }

    /// A cell of the default style made for a table's reuse queue: through the class's own
    /// `init(style:reuseIdentifier:)`, which an app's subclass overrides (see ``makeForTableReuse(_:)``).
    @_spi(Reuse) public convenience init(forTableReuse identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    open override var reuseIdentifier: String? { dequeuedIdentifier ?? storedReuseIdentifier }

    /// The row's main text, in the style's place and font.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = styleLabel(defaultContentConfiguration().textProperties)
        madeTextLabel = label
        return label
    }

    /// The row's second text (below the main one, or at the trailing edge in `.value1`); nil in
    /// the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = styleLabel(defaultContentConfiguration().secondaryTextProperties)
        madeDetailTextLabel = label
        return label
    }

    /// The image at the row's leading edge.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView(frame: .zero)
        madeImageView = view
        return view
    }

    /// A style label, whose changes draw the cell again.
    private func styleLabel(_ properties: UIListContentConfiguration.TextProperties) -> UILabel {
        let label = UILabel(listText: properties)
        label.changeObserver = { [weak self] in self?.setNeedsUpdateConfiguration() }
        return label
    }

    /// The standard view at the trailing edge.
    open var accessoryType = AccessoryType.none { didSet { setNeedsUpdateConfiguration() } }
    /// A view of the app's own at the trailing edge, in place of ``accessoryType``'s.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
            setNeedsUpdateConfiguration()
        }
    }
    /// The accessory while the table edits.
    open var editingAccessoryType = AccessoryType.none
    /// The view at the trailing edge while the table edits.
    open var editingAccessoryView: UIView?
    /// How the cell shows that it is selected: `.none` shows nothing.
    open var selectionStyle = SelectionStyle.default { didSet { setNeedsUpdateConfiguration() } }
    /// Where this row's separator starts and ends.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether the cell is in editing mode.
    open var isEditing = false
    /// Whether a reorder control shows while editing.
    open var showsReorderControl = false
    /// Whether the row indents while editing.
    open var shouldIndentWhileEditing = true
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10

    /// Puts the cell in or out of editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Called after `updateConfiguration(using:)` with the cell and its state, to restyle it.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    override func runConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)``.
    open override var isSelected: Bool {
        get { super.isSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``.
    open override var isHighlighted: Bool {
        get { super.isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell: override it to restyle the cell, calling `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        super.isSelected = selected
    }

    /// Highlights the cell or not: override it to restyle the cell, calling `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.isHighlighted = highlighted
    }

    /// The list content configuration of the cell's style, in the look of its table.
    open override func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .value2:
            // The main text is the smaller, tinted one, as UIKit's value2 style draws it.
            { var configuration = UIListContentConfiguration.valueCell()
              configuration.textProperties.color = .systemBlue
              configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
              configuration.secondaryTextProperties.color = .label
              return configuration }()
        }
    }

    override var shownListContent: UIListContentConfiguration? {
        if contentConfiguration != nil { return super.shownListContent }
        return styleContent
    }

    /// The style's labels and image as a list content configuration; nil while they show nothing.
    var styleContent: UIListContentConfiguration? {
        let text = madeTextLabel?.isHidden == false ? madeTextLabel?.text : nil
        let detail = madeDetailTextLabel?.isHidden == false ? madeDetailTextLabel?.text : nil
        let image = madeImageView?.isHidden == false ? madeImageView?.image : nil
        guard text != nil || detail != nil || image != nil else { return nil }
        var content = defaultContentConfiguration()
        content.text = text
        content.secondaryText = detail
        content.image = image
        if let label = madeTextLabel { content.textProperties.take(label) }
        if let label = madeDetailTextLabel { content.secondaryTextProperties.take(label) }
        if let tint = madeImageView?.tintColor { content.imageProperties.tintColor = tint }
        return content
    }

    override var shownAccessories: [UICellAccessory] {
        if accessoryView != nil { return accessories }
        return accessories + accessoryType.cellAccessories
    }

    override var showsSelection: Bool { selectionStyle != .none }

    /// The cell's size for its content, with the separator's hairline below it where the table
    /// draws separators: a row that sizes itself is its content view's height and the
    /// separator's, as on iOS (a 48-point content view makes a 48⅓-point row at 3x).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = super.preferredLayoutAttributesFitting(layoutAttributes)
        if placement?.list?.showsSeparators == true, let scale = LayoutHost.current?.traits.displayScale, scale > 0 {
            fitted.size.height += CGFloat(1 / scale)
        }
        return fitted
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The app's accessory view sits at the trailing margin, centred on the row.
        guard let accessoryView else { return }
        let size = accessoryView.frame.size == .zero ? accessoryView.intrinsicContentSize : accessoryView.frame.size
        let trailing: CGFloat = 16
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? trailing : bounds.width - trailing - size.width
        accessoryView.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }
}

extension UIListContentConfiguration.TextProperties {
    /// The properties a style label of a table view cell was given.
    mutating func take(_ label: UILabel) {
        if let font = label.font { self.font = font }
        if let color = label.textColor { self.color = color }
        numberOfLines = label.numberOfLines
        alignment = label.textAlignment == .center ? .center : .natural
    }
}
