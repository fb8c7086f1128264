import CollectionLayout

/// Rows in sections, as UIKit's `UITableView`: a data source gives the counts and the cells
/// (``UITableViewCell``s, registered and dequeued by identifier), a delegate hears of selection
/// and may give heights, headers and footers, swipe actions and menus.
///
/// Here a table view is a collection view whose layout is a list in the table's ``style``, made
/// by the table from what its data source and delegate say: so it scrolls, self-sizes, selects,
/// swipes and is drawn exactly as a list collection view is, and `tableView is UICollectionView`
/// is true (in UIKit a table view is only a scroll view). Its own members — ``dataSource``,
/// ``visibleCells``, the row methods — have a table's types; the collection view's are there too
/// and describe the same rows as items.
open class UITableView: UICollectionView {
    /// `-1`, as UIKit's: a row, header or footer height that the content decides (self-sizing).
    public static let automaticDimension: CGFloat = -1

    /// How the rows are drawn: set once, when the table is made.
    public let style: Style

    /// Answers the collection view's questions from the table's data source and delegate.
    let rows: TableRowSource

    /// Makes a table view of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        let rows = TableRowSource()
        self.rows = rows
        super.init(frame: frame, collectionViewLayout: TableLayout.make(for: rows))
        rows.table = self
        assignedDataSource = rows
    }

    /// Makes a plain table view.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:style:)")
    }

    /// What gives the rows and their cells. Weak, as in UIKit. Setting it asks again for every row.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            // A diffable data source keeps the rows for the collection view itself; any other
            // is asked through the table's own answers.
            assignedDataSource = (dataSource as? any TableRowsKeeper)?.keeper ?? rows
            contentChanged()
        }
    }

    override func fixedHeight(ofElementKind kind: String?, at indexPath: IndexPath) -> Double? {
        tableFixedHeight(ofElementKind: kind, at: indexPath)
    }

    /// The collection view's delegate questions, answered from the table's ``delegate``.
    override var collectionDelegate: (any UICollectionViewDelegate)? { rows }

    /// The table's delegate: the scroll view's, as a ``UITableViewDelegate``.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The height of every row, unless the delegate gives one: ``automaticDimension`` (the
    /// default) sizes each row to its content, at least 44 points.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { contentChanged() } }
    /// The height a row is taken to have before it is measured: ``automaticDimension`` for 44.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { contentChanged() } }
    /// The height of every section header unless the delegate gives one; ``automaticDimension``
    /// sizes a header to its title or view.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { contentChanged() } }
    /// The height of every section footer unless the delegate gives one.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { contentChanged() } }
    /// The estimate of a header's height before it is measured.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate of a footer's height before it is measured.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header; ``automaticDimension`` for the list's own.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { contentChanged() } }

    /// Whether rows have separators between them.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { contentChanged() } }
    /// The separators' colour; nil for the system separator colour.
    open var separatorColor: UIColor? = .separator { didSet { contentChanged() } }
    /// Where separators start and end: unless set, they start at the rows' text, at the
    /// layout margin.
    open var separatorInset: UIEdgeInsets {
        get { assignedSeparatorInset ?? UIEdgeInsets(top: 0, left: layoutMargins.left, bottom: 0, right: 0) }
        set {
            assignedSeparatorInset = newValue
            contentChanged()
        }
    }
    private(set) var assignedSeparatorInset: UIEdgeInsets?
    /// What ``separatorInset`` is measured from: the cell's edges (the default since iOS 11) or
    /// the automatic insets (kept; measured from the cell's edges here).
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    /// What a separator inset is measured from, as UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        case fromCellEdges = 0
        case fromAutomaticInsets = 1
    }

    /// The object told ahead of rows coming on screen. Weak, as in UIKit.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// A view above the first section, as wide as the table, as tall as its frame.
    open var tableHeaderView: UIView? { didSet { contentChanged() } }
    /// A view below the last section, as wide as the table, as tall as its frame.
    open var tableFooterView: UIView? { didSet { contentChanged() } }

    /// Whether rows can be selected while the table edits.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while the table edits.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the table is in editing mode; setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    private var editingFlag = false

    /// Puts the table in or out of editing mode (kept; rows show no editing controls here).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
    }

    /// Whether cells' margins follow the readable content guide.
    open var cellLayoutMarginsFollowReadableWidth = false

    /// The layout is made again from the table's properties, its data source and its delegate.
    func contentChanged() {
        if let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
            let configuration = layout.configuration
            configuration.boundarySupplementaryItems = TableLayout.tableEnds(of: self)
            layout.configuration = configuration
        }
        countsAreCurrent = false
        reloadData()
    }

    /// Nesting of ``beginUpdates()``.
    var updateDepth = 0
    /// The cell classes registered by identifier.
    var tableCellClasses: [String: UITableViewCell.Type] = [:]
    /// The header and footer classes registered by identifier.
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
}
