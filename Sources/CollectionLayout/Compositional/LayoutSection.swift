/// A section: one group repeated for all its items, as UIKit's `NSCollectionLayoutSection`.
public struct LayoutSection: Hashable, Sendable {
    /// The group the section repeats for its items.
    public var group: LayoutGroup
    /// Insets between the section's edges and its groups, measured from `contentInsetsReference`.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What `contentInsets` are measured from; with no safe area here, `automatic` is the container's edges.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Space between consecutive groups.
    public var interGroupSpacing: Double = 0
    /// How the section scrolls across the layout's direction; `.none` wraps groups instead.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers and footers at the section's edges.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as its background.
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether boundary items keep inside the section's leading and trailing insets.
    public var supplementariesFollowContentInsets: Bool = true
    /// The list configuration the section was made from by ``list(using:)``, so a layout file
    /// writes it as a `"list"` section; nil for any other section.
    public internal(set) var listConfiguration: ListConfiguration?
    /// Called with the section's visible elements as it scrolls, to scale, fade or turn them;
    /// see ``VisibleItemsInvalidationHandler``.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// A section that repeats `group`.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
