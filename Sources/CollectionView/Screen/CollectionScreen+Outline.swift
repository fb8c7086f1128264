import CollectionLayout

extension CollectionScreen {
    /// The width of the area around an outline disclosure accessory that takes a tap: UIKit's
    /// smallest comfortable touch target.
    static let outlineDisclosureHitWidth = 44.0

    /// Expands or collapses `cell`'s item when the tap at `point` (view coordinates, as the
    /// cell's frame) lands on its outline disclosure accessory, or anywhere on a header-style
    /// cell, and the data source keeps an outline; false when it does not, and the tap selects
    /// instead.
    func togglesOutline(of cell: LayoutAttributes, tappedAt point: Point) -> Bool {
        guard let outline = dataSource as? any OutlineDataSource else { return false }
        let content = dataSource.content(forItemAt: cell.indexPath)
        guard case .outlineDisclosure = content.accessory else { return false }
        // The accessory sits at the trailing edge: the left in a right-to-left interface.
        let inset = content.padding.trailing + CellContentLayout.outlineDisclosureSize.width / 2
        let onAccessory = layout.layoutDirection == .rightToLeft
            ? point.x <= cell.frame.minX + inset + Self.outlineDisclosureHitWidth / 2
            : point.x >= cell.frame.maxX - inset - Self.outlineDisclosureHitWidth / 2
        guard content.outlineDisclosureStyle == .header || onAccessory else { return false }
        return outline.toggleOutlineItem(at: cell.indexPath)
    }
}
