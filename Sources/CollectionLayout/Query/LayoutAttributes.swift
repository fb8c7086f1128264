/// Where one element goes, as `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// Whether the element is a cell, a supplementary or a decoration.
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var elementKind: String?
    /// The element's index path: its item's, or the section's for section-wide elements.
    public var indexPath: IndexPath
    /// In the collection's content coordinates.
    public var frame: Rect
    /// The drawing order; higher is in front.
    public var zIndex: Int

    /// The attributes of one element.
    public init(category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath, frame: Rect, zIndex: Int) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }

    /// One line for logs and test failures, as `supplementary(header) [0, 0] (0.0, 0.0, 375.0, 44.0) z1`.
    public var description: String {
        "\(category.rawValue)\(elementKind.map { "(\($0))" } ?? "") \(indexPath) \(frame) z\(zIndex)"
    }
}
