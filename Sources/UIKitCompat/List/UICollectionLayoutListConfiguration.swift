import CollectionLayout

/// A list's settings, as UIKit's `UICollectionLayoutListConfiguration`: the appearance, headers
/// and footers, separators and colours. A value, as in UIKit.
///
/// Hand it to ``UICollectionViewCompositionalLayout/list(using:)`` or
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``; the engine's
/// `ListConfiguration` does the work, with the metrics of `ListMetrics`. Two configurations are
/// equal when their values are and they hold the same handlers and providers (closures are
/// compared by the assignment that set them).
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
    /// Changes one row's separators: given its index path and its separators as the list
    /// resolved them, returns what to draw.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// The buttons a row reveals when swiped from one side; nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// How the list looks.
    public var appearance: Appearance
    /// Whether rows have separators; true unless the appearance is a sidebar, as in UIKit.
    public var showsSeparators: Bool
    /// What shows behind the list; the appearance's own when nil.
    public var backgroundColor: UIColor?
    /// What heads each section; none by default.
    public var headerMode: HeaderMode = .none
    /// What ends each section; none by default.
    public var footerMode: FooterMode = .none
    /// Extra space above each supplementary header; the system's (0 here) when nil.
    public var headerTopPadding: CGFloat?
    /// What every row's separators are: visibility, insets and colour.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// What changes one row's separators; asked for the rows drawn.
    public var itemSeparatorHandler: ItemSeparatorHandler? {
        get { separatorHandler?.body }
        set { separatorHandler = newValue.map(SeparatorHandlerBox.init) }
    }
    /// The buttons a row reveals when dragged from its leading edge towards its trailing one.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { leadingSwipe?.body }
        set { leadingSwipe = newValue.map(SwipeProviderBox.init) }
    }
    /// The buttons a row reveals when dragged from its trailing edge towards its leading one.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { trailingSwipe?.body }
        set { trailingSwipe = newValue.map(SwipeProviderBox.init) }
    }

    private var separatorHandler: SeparatorHandlerBox?
    private var leadingSwipe: SwipeProviderBox?
    private var trailingSwipe: SwipeProviderBox?

    /// A list of `appearance`, with its default separators and no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = ListConfiguration(appearance: appearance.listAppearance).showsSeparators
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The engine's list configuration this one stands for, its header and footer of UIKit's kinds
    /// (``UICollectionView/elementKindSectionHeader`` and ``UICollectionView/elementKindSectionFooter``).
    public var listConfiguration: ListConfiguration {
        var configuration = ListConfiguration(appearance: appearance.listAppearance)
        configuration.showsSeparators = showsSeparators
        configuration.backgroundColor = backgroundColor?.contentColor
        configuration.headerMode = headerMode.listHeaderMode
        configuration.footerMode = footerMode.listFooterMode
        configuration.headerTopPadding = headerTopPadding.map(Double.init)
        configuration.headerElementKind = UICollectionView.elementKindSectionHeader
        configuration.footerElementKind = UICollectionView.elementKindSectionFooter
        configuration.separatorConfiguration = separatorConfiguration.engineConfiguration
        configuration.itemSeparatorHandler = separatorHandler?.engineHandler
        configuration.leadingSwipeActions = leadingSwipe?.engineProvider
        configuration.trailingSwipeActions = trailingSwipe?.engineProvider
        return configuration
    }

}
