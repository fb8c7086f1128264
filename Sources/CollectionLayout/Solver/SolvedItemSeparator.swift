/// A list separator resolved for one solve: where the line lies on each item's bottom edge.
struct SolvedItemSeparator: Sendable {
    let kind: String
    /// From the item's leading edge, the layout margin already added when the placement follows it.
    let leadingInset: Double
    let trailingInset: Double
    let thickness: Double
    let firstItem: Int
    let includesLastItem: Bool
    let zIndex: Int

    /// The separator under `cell`, or nil where the item has none.
    func attributes(under cell: LayoutAttributes, itemCount: Int) -> LayoutAttributes? {
        let item = cell.indexPath.item
        guard item >= firstItem, includesLastItem || item < itemCount - 1 else { return nil }
        let frame = cell.frame
        let rect = Rect(x: frame.minX + leadingInset, y: frame.maxY - thickness,
                        width: Swift.max(0, frame.width - leadingInset - trailingInset), height: thickness)
        return LayoutAttributes(category: .decoration, elementKind: kind, indexPath: cell.indexPath, frame: rect, zIndex: zIndex)
    }
}
