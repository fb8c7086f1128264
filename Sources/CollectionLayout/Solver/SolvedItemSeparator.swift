/// A list separator resolved for one solve: where the lines lie on each item's edges.
struct SolvedItemSeparator: Sendable {
    let kind: String
    /// From the item's leading edge, the layout margin already added when the placement follows it.
    let leadingInset: Double
    let trailingInset: Double
    let thickness: Double
    let firstItem: Int
    let includesLastItem: Bool
    let zIndex: Int
    let configuration: ListSeparatorConfiguration
    let handler: ItemSeparatorHandler?

    /// Calls `body` with the lines of `cell`: the one under it, and the one above it when its
    /// separators say so. Rows are resolved one by one only when the list configures them.
    func forEachLine(of cell: LayoutAttributes, itemCount: Int, _ body: (LayoutAttributes) -> Void) {
        if handler == nil, configuration.isAutomatic {
            guard showsAutomaticBottom(item: cell.indexPath.item, itemCount: itemCount) else { return }
            let insets = SeparatorInsets(leading: leadingInset, trailing: trailingInset)
            body(line(of: cell, atTop: false, insets: insets, kind: kind))
            return
        }
        let resolved = separators(of: cell.indexPath, itemCount: itemCount)
        if resolved.topVisibility == .visible {
            body(line(of: cell, atTop: true, insets: resolved.topInsets, kind: ItemSeparatorPlacement.topElementKind(of: kind)))
        }
        if resolved.bottomVisibility == .visible {
            body(line(of: cell, atTop: false, insets: resolved.bottomInsets, kind: kind))
        }
    }

    /// The separators of the item at `indexPath`: the list's configuration with what it leaves
    /// automatic decided as the list decides it, then what the handler makes of that.
    func separators(of indexPath: IndexPath, itemCount: Int) -> ListSeparatorConfiguration {
        var resolved = configuration
        if resolved.topVisibility == .automatic { resolved.topVisibility = .hidden }
        if resolved.bottomVisibility == .automatic {
            resolved.bottomVisibility = showsAutomaticBottom(item: indexPath.item, itemCount: itemCount) ? .visible : .hidden
        }
        let automatic = SeparatorInsets(leading: leadingInset, trailing: trailingInset)
        resolved.topInsets = resolved.topInsets.filled(from: automatic)
        resolved.bottomInsets = resolved.bottomInsets.filled(from: automatic)
        return handler.map { $0(indexPath, resolved) } ?? resolved
    }

    private func showsAutomaticBottom(item: Int, itemCount: Int) -> Bool {
        item >= firstItem && (includesLastItem || item < itemCount - 1)
    }

    /// The line along the top or bottom edge of `cell`, inset by `insets` (all resolved).
    private func line(of cell: LayoutAttributes, atTop: Bool, insets: SeparatorInsets, kind: String) -> LayoutAttributes {
        let frame = cell.frame
        let leading = insets.leading ?? 0, trailing = insets.trailing ?? 0
        let y = (atTop ? frame.minY : frame.maxY - thickness) + insets.top - insets.bottom
        let rect = Rect(x: frame.minX + leading, y: y, width: Swift.max(0, frame.width - leading - trailing), height: thickness)
        return LayoutAttributes(category: .decoration, elementKind: kind, indexPath: cell.indexPath, frame: rect, zIndex: zIndex)
    }
}
