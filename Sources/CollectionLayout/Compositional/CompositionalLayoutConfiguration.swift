/// Settings of the whole layout, as `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The direction the whole layout scrolls in; vertical unless set.
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: Double = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    /// The default configuration: vertical, with no spacing between sections.
    public init() {}
}
