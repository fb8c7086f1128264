import CollectionLayout

/// A view attached to an item or a group, such as a badge, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
///
/// The `contentInsets`, `edgeSpacing` and `supplementaryItems` it inherits from
/// ``NSCollectionLayoutItem`` are not applied to a supplementary, as in UIKit.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for, such as a badge's.
    public let elementKind: String
    /// The point on the item or group the supplementary attaches to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point on the supplementary that sits on the container's anchor point, if given.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Drawing order; supplementaries draw above cells by default.
    public var zIndex: Int = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
         optionalItemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = optionalItemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary of `elementKind` inside its container, against `containerAnchor`'s edges.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, optionalItemAnchor: nil)
    }

    /// A supplementary whose `itemAnchor` point sits on its container's `containerAnchor` point.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String,
                            containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, optionalItemAnchor: itemAnchor)
    }

    /// A supplementary with this one's size, kind, anchors, order and insets.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
                                                       optionalItemAnchor: itemAnchor)
        copy.takeSupplementarySettings(of: self)
        return copy
    }

    /// Takes `other`'s drawing order, insets and spacing.
    func takeSupplementarySettings(of other: NSCollectionLayoutSupplementaryItem) {
        takeItemSettings(of: other)
        zIndex = other.zIndex
    }

    /// The engine's supplementary this one stands for.
    public var layoutSupplementaryItem: LayoutSupplementaryItem {
        var item = if let itemAnchor {
            LayoutSupplementaryItem(layoutSize: layoutSize.layoutSize, elementKind: elementKind,
                                    containerAnchor: containerAnchor.layoutAnchor, itemAnchor: itemAnchor.layoutAnchor)
        } else {
            LayoutSupplementaryItem(layoutSize: layoutSize.layoutSize, elementKind: elementKind,
                                    containerAnchor: containerAnchor.layoutAnchor)
        }
        item.zIndex = zIndex
        return item
    }
}
