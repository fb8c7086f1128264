/// A cell's size and spacing inside its group, as UIKit's `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable, LayoutSubitemConvertible {
    /// The item's size, fractions taken of its group.
    public var layoutSize: LayoutSize
    /// Shrinks the cell inside the space the group gives it; ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Flexible or fixed space around the item, within its group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementaries anchored to the item, such as badges.
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// An item of `layoutSize` with `supplementaryItems` anchored to it.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// The item as a subitem of a group.
    public var layoutSubitem: LayoutSubitem { .item(self) }
}
