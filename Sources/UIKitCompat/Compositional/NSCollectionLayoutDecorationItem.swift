import CollectionLayout

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`.
///
/// Its ``NSCollectionLayoutItem/contentInsets`` inset it from the section's rectangle.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for, such as a section background's.
    public let elementKind: String
    /// Drawing order; 0 by default, and the section's cells are promoted above it.
    public var zIndex: Int = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        // A background takes its section's size; UIKit gives it no size of its own either.
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A section background of the given kind.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// A decoration of this one's kind, order and insets.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        copy.takeItemSettings(of: self)
        copy.zIndex = zIndex
        return copy
    }

    /// The engine's decoration this one stands for.
    public var layoutDecorationItem: LayoutDecorationItem {
        var item = LayoutDecorationItem.background(elementKind: elementKind)
        item.contentInsets = contentInsets.directionalEdgeInsets
        item.zIndex = zIndex
        return item
    }
}
