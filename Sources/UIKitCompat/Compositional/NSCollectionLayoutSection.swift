import CollectionLayout

/// A section: one group repeated for all its items, as UIKit's `NSCollectionLayoutSection`.
public final class NSCollectionLayoutSection: NSObject, NSCopying {
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
    /// What ``contentInsets`` are measured from; `.automatic` by default, which with no safe area
    /// here is the container's edges (see ``UIContentInsetsReference``).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Called with the section's visible items as it scrolls, to scale, fade, turn or reorder them
    /// by where they are (see ``NSCollectionLayoutSectionVisibleItemsInvalidationHandler``).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        didSet { engineVisibleItemsHandler = visibleItemsInvalidationHandler.map(VisibleItemsInvalidationHandler.init) }
    }

    /// The engine's handler running ``visibleItemsInvalidationHandler``, made when that is set, so
    /// every `layoutSection` of this section hands the engine the same handler and the engine sees
    /// it unchanged from solve to solve.
    private var engineVisibleItemsHandler: VisibleItemsInvalidationHandler?

    /// The list section this one was made as by ``list(using:layoutEnvironment:)``; nil for any other.
    private var list: LayoutSection?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section standing for the engine's list section `list`, its properties as the list set them.
    init(list: LayoutSection) {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(CGFloat(ListMetrics.estimatedRowHeight)))
        self.group = .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        self.list = list
        self.contentInsets = NSDirectionalEdgeInsets(list.contentInsets)
        self.contentInsetsReference = UIContentInsetsReference(list.contentInsetsReference)
        self.boundarySupplementaryItems = list.boundarySupplementaryItems.map(NSCollectionLayoutBoundarySupplementaryItem.init(listItem:))
    }

    /// A section with this one's group (shared, as UIKit's copy shares it) and every setting.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(group: group)
        copy.list = list
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.decorationItems = decorationItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.contentInsetsReference = contentInsetsReference
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return copy
    }

    /// The engine's section this one stands for, read now with its group and supplementaries.
    public var layoutSection: LayoutSection {
        var section = list ?? LayoutSection(group: group.layoutGroup)
        section.contentInsetsReference = contentInsetsReference.contentInsetsReference
        section.contentInsets = contentInsets.directionalEdgeInsets
        section.interGroupSpacing = Double(interGroupSpacing)
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.orthogonalScrollingBehavior
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.layoutBoundarySupplementaryItem)
        // A list's separators and cards stay, as UIKit draws them whatever the section's decorations.
        section.decorationItems = (list?.decorationItems ?? []) + decorationItems.map(\.layoutDecorationItem)
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        section.visibleItemsInvalidationHandler = engineVisibleItemsHandler
        return section
    }
}
