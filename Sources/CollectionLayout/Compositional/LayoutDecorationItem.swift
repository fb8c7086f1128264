/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem.background(elementKind:)`.
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The kind the data source is asked for, such as a section background's.
    public var elementKind: String
    /// Insets from the section's rectangle.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Drawing order; 0 by default, and the section's cells are promoted to 1 above it.
    public var zIndex: Int = 0

    /// A section background of the given kind.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    init(elementKind: String) {
        self.elementKind = elementKind
    }
}
