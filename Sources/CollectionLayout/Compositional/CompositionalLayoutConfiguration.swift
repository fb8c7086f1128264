/// Settings of the whole layout, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: Double = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    public init() {}
}
