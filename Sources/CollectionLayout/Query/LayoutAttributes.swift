/// Where one element goes, as `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var elementKind: String?
    public var indexPath: IndexPath
    /// In the collection's content coordinates.
    public var frame: Rect
    public var zIndex: Int

    public init(category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath, frame: Rect, zIndex: Int) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }

    public var description: String {
        "\(category.rawValue)\(elementKind.map { "(\($0))" } ?? "") \(indexPath) \(frame) z\(zIndex)"
    }
}
