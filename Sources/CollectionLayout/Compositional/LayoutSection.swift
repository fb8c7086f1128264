/// A section: one group repeated for all its items, as UIKit's `NSCollectionLayoutSection`.
public struct LayoutSection: Hashable, Sendable {
    public var group: LayoutGroup
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: Double = 0
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    public var decorationItems: [LayoutDecorationItem] = []
    /// Whether boundary items keep inside the section's leading and trailing insets.
    public var supplementariesFollowContentInsets: Bool = true

    public init(group: LayoutGroup) {
        self.group = group
    }
}
