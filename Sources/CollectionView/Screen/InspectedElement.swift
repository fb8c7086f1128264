import CollectionLayout

/// The element under the pointer while inspecting, with where it came from in the layout:
/// what the inspector's panel shows and what a click while inspecting reports.
public struct InspectedElement: Hashable, Sendable {
    /// A cell or a supplementary.
    public var category: ElementCategory
    /// The supplementary's kind; nil for cells.
    public var kind: String?
    public var indexPath: IndexPath
    /// Its frame in content coordinates (a cell's after its item's content insets, as UIKit
    /// places the cell).
    public var frame: Rect
    public var zIndex: Int
    /// Its description's place in the layout, as a layout file's JSON path:
    /// `sections[1].group.subitems[0]`.
    public var path: String
    /// How a supplementary is attached: its boundary alignment, or its anchor; nil for cells.
    public var attachment: SupplementaryAttachment?

    /// The panel's lines: what it is, its frame, its zIndex, and its path.
    public var descriptionLines: [String] {
        let what = category == .cell ? "cell" : "\(category.rawValue) \(kind ?? "")"
        let f = frame
        return [
            "\(what) \(indexPath.section)·\(indexPath.item)",
            "frame \(NumberFormat.string(f.minX)), \(NumberFormat.string(f.minY)), \(NumberFormat.string(f.width)) × \(NumberFormat.string(f.height))",
            "zIndex \(zIndex)",
            path,
        ] + attachmentLine
    }

    private var attachmentLine: [String] {
        func point(_ p: Point) -> String { "\(NumberFormat.string(p.x)), \(NumberFormat.string(p.y))" }
        switch attachment {
        case .boundary(let alignment, let isPinned, _)?: return ["boundary, \(alignment.rawValue)\(isPinned ? ", pinned" : "")"]
        case .item(let anchor)?, .group(let anchor)?: return ["anchored at \(point(anchor.containerPoint)), offset \(point(anchor.offset))"]
        case nil: return []
        }
    }
}

extension CollectionScreen {
    /// The topmost cell or supplementary under `point` (view coordinates), as the inspector
    /// describes it; nil over nothing.
    public func inspectedElement(at point: Point) -> InspectedElement? {
        let axis = layout.scrollDirection.axis
        let content = point.offset(along: axis, by: offsets.main)
        let probe = Rect(x: content.x, y: content.y, width: 1, height: 1)
        let inspection = layout.inspection(in: probe, offsets: offsets)
        let supplementary = inspection.supplementaries.filter { $0.frame.contains(content) }.max { $0.zIndex < $1.zIndex }
        if let supplementary {
            return InspectedElement(category: .supplementary, kind: supplementary.kind, indexPath: supplementary.indexPath,
                                    frame: supplementary.frame, zIndex: supplementary.zIndex, path: supplementary.path,
                                    attachment: supplementary.attachment)
        }
        guard let item = inspection.items.last(where: { $0.frame.contains(content) }) else { return nil }
        let zIndex = layout.attributesForItem(at: item.indexPath, offsets: offsets)?.zIndex ?? 0
        return InspectedElement(category: .cell, kind: nil, indexPath: item.indexPath, frame: item.contentFrame, zIndex: zIndex, path: item.path)
    }
}
