import CollectionLayout

/// A list's settings, as UIKit's `UICollectionLayoutListConfiguration`: the appearance, headers
/// and footers, separators and colours. A value, as in UIKit.
///
/// Hand it to ``UICollectionViewCompositionalLayout/list(using:)`` or
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``; the engine's
/// `ListConfiguration` does the work, with the metrics of `ListMetrics`. Swipe actions, the
/// separator configuration and the item separator handler are not here (see docs/uikit-compat.md).
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
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

    /// A list of `appearance`, with its default separators and no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = ListConfiguration(appearance: appearance.listAppearance).showsSeparators
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
        return configuration
    }
}
