/// One flow section laid out: its stretch along the main axis, its lines, header and footer.
struct FlowSolvedSection: Sendable {
    let index: Int
    let itemCount: Int
    let mainAxis: Axis
    /// The section's stretch along the main axis, header and footer included.
    let mainStart: Double
    let mainEnd: Double
    let lines: FlowLines
    /// Header and footer, of the layout's `headerElementKind` and `footerElementKind`; a footer pins to the far edge.
    let boundaryItems: [PlacedBoundaryItem]
    /// Insets, spacing and line space, for inspection.
    let metrics: FlowSectionMetrics

    static let cellZIndex = 0

    private func cell(_ item: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: index), frame: frame, zIndex: Self.cellZIndex)
    }

    private func boundary(_ item: PlacedBoundaryItem, offsets: ScrollOffsets) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, elementKind: item.kind, indexPath: IndexPath(item: 0, section: index),
                         frame: item.frame(offsets: offsets, axis: mainAxis), zIndex: item.zIndex)
    }

    /// Every element: the header, the cells in order, the footer.
    func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        for item in boundaryItems where !item.pinsToFarEdge { body(boundary(item, offsets: offsets)) }
        lines.forEachItem { body(cell($0, $1)) }
        for item in boundaryItems where item.pinsToFarEdge { body(boundary(item, offsets: offsets)) }
    }

    /// Appends the elements meeting `rect` to `result`.
    func appendElements(in rect: Rect, offsets: ScrollOffsets, to result: inout [LayoutAttributes]) {
        for item in boundaryItems where !item.pinsToFarEdge {
            let attributes = boundary(item, offsets: offsets)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        lines.forEachItem(meeting: rect, limit: LayoutLimits.remainingElements(after: result.count)) { item, frame in
            if frame.intersects(rect) { result.append(cell(item, frame)) }
        }
        for item in boundaryItems where item.pinsToFarEdge {
            let attributes = boundary(item, offsets: offsets)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
    }

    func cell(item: Int) -> LayoutAttributes? {
        guard item >= 0, item < itemCount else { return nil }
        return cell(item, lines.frame(item: item))
    }

    func supplementary(kind: String, item: Int, offsets: ScrollOffsets) -> LayoutAttributes? {
        guard item == 0, let placed = boundaryItems.first(where: { $0.kind == kind }) else { return nil }
        return boundary(placed, offsets: offsets)
    }
}
