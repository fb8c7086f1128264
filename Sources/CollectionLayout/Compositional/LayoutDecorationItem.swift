/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem.background(elementKind:)`,
/// or along its items (a list's card and separators, see ``DecorationPlacement``).
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The kind the data source is asked for, such as a section background's.
    public var elementKind: String
    /// Insets from the rectangle the placement gives (not applied to item separators).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Drawing order; 0 by default, and the section's cells are promoted to 1 above it.
    public var zIndex: Int = 0
    /// What the decoration lies along; the whole section unless made otherwise.
    public var placement: DecorationPlacement = .section

    /// A section background of the given kind.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    /// A background behind the section's groups, less its first `skippingFirst` groups.
    public static func groupsBackground(elementKind: String, skippingFirst: Int = 0) -> LayoutDecorationItem {
        var item = LayoutDecorationItem(elementKind: elementKind)
        item.placement = .groups(skippingFirst: skippingFirst)
        return item
    }

    /// A separator under each item, drawn above the cells (zIndex 1, the cells' own once promoted,
    /// after them in drawing order).
    public static func itemSeparators(elementKind: String, placement: ItemSeparatorPlacement) -> LayoutDecorationItem {
        var item = LayoutDecorationItem(elementKind: elementKind)
        item.placement = .itemSeparators(placement)
        item.zIndex = 1
        return item
    }

    init(elementKind: String) {
        self.elementKind = elementKind
    }
}
