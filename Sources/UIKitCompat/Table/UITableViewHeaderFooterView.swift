/// A section's header or footer in a table view, as UIKit's `UITableViewHeaderFooterView`: a
/// reusable view with a ``contentView`` for the app's views, a ``textLabel`` for a title, or a
/// list content configuration. A table draws its data source's section titles in one.
open class UITableViewHeaderFooterView: UICollectionReusableView {
    /// The view the header's own subviews go in; it fills the header.
    public let contentView: UIView
    private var storedReuseIdentifier: String?
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    /// Whether the title is drawn in capitals, as a grouped table's titles are.
    var capitalizesTitle = false
    /// The sides a plain or grouped table last gave the content view.
    private var listMargins = ListRowMargins(leading: 16, trailing: 16)

    /// A header or footer dequeued under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        contentView = UIView(frame: .zero)
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The content lines up with the table's rows: their side margins, 8 above and below.
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        addSubview(contentView)
    }

    /// A header or footer with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A header made for a table's reuse queue, through the class's own `init(reuseIdentifier:)`.
    @_spi(Reuse) public convenience init(forTableReuse identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(reuseIdentifier:)")
    }

    open override var reuseIdentifier: String? { dequeuedIdentifier ?? storedReuseIdentifier }

    /// The table gives the header its side margins, over any the header's own code set (Adyen's
    /// header sets 16 and iOS lines it up 20 points in on a 393-point table), and its content
    /// view the same sides unless code changed them.
    override func placementDidChange() {
        guard let sides = placement?.rowMargins else { return }
        ListRowMargins.give(sides, to: self)
        listMargins.apply(sides, to: contentView)
    }

    /// What the header shows; nil for its title and views.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// What fills the header behind its content.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// A view behind the content view, filling the header.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            guard let backgroundView else { return }
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, belowSubview: contentView)
        }
    }

    /// The title.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel(listText: defaultContentConfiguration().textProperties)
        label.numberOfLines = 0
        madeTextLabel = label
        return label
    }

    /// A second line under the title.
    open var detailTextLabel: UILabel? {
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel(frame: .zero)
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        madeDetailTextLabel = label
        return label
    }

    /// The list content configuration of a header or footer in the header's table.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let grouped = placement?.list?.appearance.isGrouped == true
        if placement?.elementKind == UICollectionView.elementKindSectionFooter { return .footer() }
        return grouped ? .groupedHeader() : .plainHeader()
    }

    override var shownListContent: UIListContentConfiguration? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list }
        guard let title = madeTextLabel?.text, madeTextLabel?.isHidden == false else { return nil }
        var content = defaultContentConfiguration()
        content.text = capitalizesTitle ? title.uppercased() : title
        content.secondaryText = madeDetailTextLabel?.text
        if let label = madeTextLabel { content.textProperties.take(label) }
        return content
    }

    override var drawsViews: Bool {
        !contentView.subviews.isEmpty || contentView.layer.paints(over: contentView.backgroundColor) || backgroundView != nil
    }
}
