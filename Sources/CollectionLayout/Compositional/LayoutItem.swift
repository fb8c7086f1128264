/// A cell's size and spacing inside its group, as UIKit's `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable, LayoutSubitemConvertible {
    public var layoutSize: LayoutSize
    /// Shrinks the cell inside the space the group gives it; ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: LayoutEdgeSpacing?
    public var supplementaryItems: [LayoutSupplementaryItem]

    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public var layoutSubitem: LayoutSubitem { .item(self) }
}
