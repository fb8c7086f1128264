import CollectionLayout

/// A section: one group repeated for all its items, as UIKit's `NSCollectionLayoutSection`.
public final class NSCollectionLayoutSection {
    /// The group the section repeats for its items.
    let group: NSCollectionLayoutGroup
    /// Insets between the section's edges and its groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's direction; `.none` wraps groups instead.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers at the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as its background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether boundary items keep inside the section's leading and trailing insets; true by default.
    public var supplementariesFollowContentInsets: Bool = true
    /// What ``contentInsets`` are measured from; stored, not applied yet (see ``UIContentInsetsReference``).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Called as the section scrolls, in UIKit to move or fade visible items; stored, not called yet.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// The engine's section this one stands for, read now with its group and supplementaries.
    public var layoutSection: LayoutSection {
        var section = LayoutSection(group: group.layoutGroup)
        section.contentInsets = contentInsets.directionalEdgeInsets
        section.interGroupSpacing = Double(interGroupSpacing)
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.orthogonalScrollingBehavior
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.layoutBoundarySupplementaryItem)
        section.decorationItems = decorationItems.map(\.layoutDecorationItem)
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        return section
    }
}
