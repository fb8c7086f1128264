import CollectionLayout

/// A header or footer of a section or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge or corner of the section it sits on.
    public let alignment: NSRectAlignment
    /// How far it moves from its aligned place, in points.
    public let offset: CGPoint
    /// Whether the section grows to make room for the item; true by default.
    public var extendsBoundary: Bool = true
    /// Whether the item stays in view while its section scrolls past; false by default.
    public var pinToVisibleBounds: Bool = false

    /// A supplementary of `elementKind` on the section's `alignment` edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A supplementary of `elementKind` on the section's `alignment` edge, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        // A boundary item is placed by its alignment; this anchor only answers `containerAnchor`.
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: .top), optionalItemAnchor: nil)
    }

    /// A boundary item with this one's size, kind, alignment, offset, pinning and order.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
                                                               absoluteOffset: offset)
        copy.takeSupplementarySettings(of: self)
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }

    /// The engine's boundary item this one stands for.
    public var layoutBoundarySupplementaryItem: LayoutBoundarySupplementaryItem {
        var item = LayoutBoundarySupplementaryItem(layoutSize: layoutSize.layoutSize, elementKind: elementKind,
                                                   alignment: alignment.rectAlignment,
                                                   absoluteOffset: Point(x: Double(offset.x), y: Double(offset.y)))
        item.extendsBoundary = extendsBoundary
        item.pinToVisibleBounds = pinToVisibleBounds
        item.zIndex = zIndex
        return item
    }
}
