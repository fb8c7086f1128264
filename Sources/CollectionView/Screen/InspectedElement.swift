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
        case .layout?: return ["placed by the layout"]
        case nil: return []
        }
    }
}
