/// A list section's settings, as UIKit's `UICollectionLayoutListConfiguration`: the appearance,
/// headers and footers, separators and colours. ``LayoutSection/list(using:)`` makes the section.
public struct ListConfiguration: Hashable, Sendable {
    /// How the list looks.
    public var appearance: ListAppearance
    /// What heads each section.
    public var headerMode: ListHeaderMode = .none
    /// What ends each section.
    public var footerMode: ListFooterMode = .none
    /// Whether rows have separators; true unless the appearance is a sidebar, as in UIKit.
    public var showsSeparators: Bool
    /// How far past the content's leading edge separators start: 0 for rows of text, the width
    /// of a leading image and its gap for rows that start with one. UIKit finds this from each
    /// cell's content; a layout here does not see content, so the list says it.
    public var separatorLeadingOffset: Double = 0
    /// What the list says of every row's separators: visibility, insets and colour.
    public var separatorConfiguration = ListSeparatorConfiguration()
    /// What changes one row's separators, as UIKit's `itemSeparatorHandler`.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The buttons a row reveals when dragged from its leading edge towards its trailing one.
    public var leadingSwipeActions: SwipeActionsProvider?
    /// The buttons a row reveals when dragged from its trailing edge towards its leading one.
    public var trailingSwipeActions: SwipeActionsProvider?
    /// What shows behind the list; the appearance's own (``ListMetrics``) when nil.
    public var backgroundColor: ContentColor?
    /// Extra space above each supplementary header; ``ListMetrics/headerTopPadding`` when nil.
    public var headerTopPadding: Double?
    /// The height a row is taken to have before it is measured: UIKit's 44 unless a table view
    /// says otherwise (its `estimatedRowHeight`, or its fixed `rowHeight`).
    public var estimatedRowHeight = ListMetrics.estimatedRowHeight
    /// The kind of the supplementary header, `header` unless set (UIKit's names its own kind).
    public var headerElementKind = "header"
    /// The kind of the supplementary footer, `footer` unless set.
    public var footerElementKind = "footer"

    /// The decoration kind of the separators under the rows.
    public static let separatorElementKind = "list-separator"
    /// The decoration kind of the lines above rows, shown where a row's separators ask for one.
    public static let topSeparatorElementKind = ItemSeparatorPlacement.topElementKind(of: separatorElementKind)
    /// The decoration kind of a grouped section's band or an inset grouped section's card.
    public static let backgroundElementKind = "list-background"

    /// A list of `appearance`, with its default separators and no headers or footers.
    public init(appearance: ListAppearance) {
        self.appearance = appearance
        self.showsSeparators = !appearance.isSidebar
    }

    /// The colour behind the list: the configured one, or the appearance's own.
    public var resolvedBackgroundColor: ContentColor {
        backgroundColor ?? ListMetrics.backgroundColor(of: appearance)
    }

    /// The colour of the separators of the row at `indexPath`: the handler's, else the list's.
    /// The handler is given the list's configuration with the row's lines visible.
    public func separatorColor(at indexPath: IndexPath) -> ContentColor {
        guard let itemSeparatorHandler else { return separatorConfiguration.resolvedColor }
        var shown = separatorConfiguration
        if shown.topVisibility == .automatic { shown.topVisibility = .hidden }
        if shown.bottomVisibility == .automatic { shown.bottomVisibility = .visible }
        return itemSeparatorHandler(indexPath, shown).resolvedColor
    }

    /// The space above a supplementary header: the configured one, or the metrics' own.
    public var resolvedHeaderTopPadding: Double {
        headerTopPadding ?? ListMetrics.headerTopPadding
    }
}

extension ListAppearance {
    /// Whether this is one of the two sidebar appearances.
    public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
    /// Whether each section's rows lie on a band or card of their own.
    public var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Whether supplementary headers pin to the top while their section scrolls past.
    public var pinsHeaders: Bool { self == .plain || self == .sidebarPlain }
    /// Whether rows keep inside the layout margins rather than spanning the whole width.
    public var insetsRows: Bool { self == .insetGrouped || isSidebar }
}
