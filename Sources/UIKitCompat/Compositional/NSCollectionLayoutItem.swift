import CollectionLayout

/// A cell's size and spacing inside its group, as UIKit's `NSCollectionLayoutItem`.
///
/// A class, as in UIKit, so `item.contentInsets = …` after `let item = …` compiles. Groups,
/// supplementaries and decorations are items too, as there; only this module subclasses it.
public class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The item's size, fractions taken of its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Shrinks the cell inside the space the group gives it; ignored on an estimated axis.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Flexible or fixed space around the item, within its group.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementaries anchored to the item, such as badges.
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with `supplementaryItems` anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// An item with this one's size, supplementaries, insets and spacing, as UIKit copies one:
    /// the supplementaries themselves are shared. Each kind of item copies as its own kind.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.takeItemSettings(of: self)
        return copy
    }

    /// Takes `other`'s insets and spacing, the settings every kind of item has.
    func takeItemSettings(of other: NSCollectionLayoutItem) {
        contentInsets = other.contentInsets
        edgeSpacing = other.edgeSpacing
    }

    /// The engine's item with this item's size, insets, spacing and supplementaries, read now:
    /// later changes to this object are not in it. A group is read through ``layoutSubitem``.
    public var layoutItem: LayoutItem {
        var item = LayoutItem(layoutSize: layoutSize.layoutSize,
                              supplementaryItems: supplementaryItems.map(\.layoutSupplementaryItem))
        item.contentInsets = contentInsets.directionalEdgeInsets
        item.edgeSpacing = edgeSpacing?.layoutEdgeSpacing
        return item
    }

    /// The engine's subitem this stands for in a group: an item, or a nested group.
    public var layoutSubitem: LayoutSubitem { .item(layoutItem) }
}
