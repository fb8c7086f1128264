/// Collects what `GroupSolver` passes through while solving a template for inspection. The
/// solver calls it only when one is given, so ordinary solves pay nothing for it.
final class TemplateRecorder {
    /// Where a (nested) group being solved sits in the top-level template.
    struct Place {
        var origin: Point
        var depth: Int
        /// The template leaf index of the group's first item.
        var firstLeaf: Int

        static let top = Place(origin: .zero, depth: 0, firstLeaf: 0)
    }

    private(set) var groups: [TemplateInspection.Group] = []
    private(set) var items: [TemplateInspection.Item] = []
    private(set) var bands: [TemplateInspection.Band] = []
    private(set) var anchors: [TemplateInspection.Anchor] = []

    func group(size: Size, content: Rect, path: String, at place: Place) {
        groups.append(.init(frame: Rect(origin: place.origin, size: size),
                            contentFrame: content.offsetBy(dx: place.origin.x, dy: place.origin.y),
                            depth: place.depth, path: path, firstLeaf: place.firstLeaf))
    }

    /// Records the space `frame` (relative to the group at `place`) given to an item.
    func item(frame: Rect, path: String, at place: Place) {
        items.append(.init(frame: frame.offsetBy(dx: place.origin.x, dy: place.origin.y), depth: place.depth + 1, path: path))
    }

    /// Records the anchor of a supplementary on `container` (relative to the group at `place`).
    func anchor(_ supplementary: LayoutSupplementaryItem, on container: Rect, path: String, at place: Place) {
        let moved = container.offsetBy(dx: place.origin.x, dy: place.origin.y)
        let points = supplementary.anchorPoints(attachedTo: moved)
        anchors.append(.init(containerFrame: moved, containerPoint: points.container, offset: points.offset, path: path))
    }

    /// Records the spacing bands around `slot` of a line group whose content area starts at
    /// `content` (relative to the group at `place`): the inter-item gap before it, and its
    /// edge spacings along and across `axis`. Bands of no thickness are left out.
    func spacing(around slot: LinePlacement.Slot, of group: LayoutGroup, axis: Axis, content: Rect,
                 groupPath: String, subitemPath: String, firstLeaf: Int, at place: Place) {
        let cross = axis.cross
        let r = slot.rect.offsetBy(dx: content.minX + place.origin.x, dy: content.minY + place.origin.y)
        let start = r.min(axis), end = r.max(axis)
        func band(_ kind: SpacingKind, _ value: Double, flexible: Bool, path: String,
                  along: (Double, Double), across: (Double, Double)) {
            guard value > 0 else { return }
            let frame = axis == .horizontal
                ? Rect(x: along.0, y: across.0, width: along.1 - along.0, height: across.1 - across.0)
                : Rect(x: across.0, y: along.0, width: across.1 - across.0, height: along.1 - along.0)
            bands.append(.init(kind: kind, frame: frame, value: value, isFlexible: flexible, path: path, firstLeaf: firstLeaf))
        }
        let edges = group.subitems[slot.subitem].edgeSpacing
        let spanAcross = (r.min(cross), r.max(cross)), spanAlong = (start, end)
        if let gap = group.interItemSpacing {
            let contentAcross = (content.min(cross) + place.origin[cross], content.max(cross) + place.origin[cross])
            band(.interItem, slot.gapBefore, flexible: gap.isFlexibleSpacing, path: groupPath + ".interItemSpacing",
                 along: (start - slot.low - slot.gapBefore, start - slot.low), across: contentAcross)
        }
        let sides: [(SpacingKind, LayoutSpacing?, Double, along: (Double, Double), across: (Double, Double))] = [
            (.edge(axis, high: false), edges?.low(axis), slot.low, (start - slot.low, start), spanAcross),
            (.edge(axis, high: true), edges?.high(axis), slot.high, (end, end + slot.high), spanAcross),
            (.edge(cross, high: false), edges?.low(cross), slot.crossLow, spanAlong, (spanAcross.0 - slot.crossLow, spanAcross.0)),
            (.edge(cross, high: true), edges?.high(cross), slot.crossHigh, spanAlong, (spanAcross.1, spanAcross.1 + slot.crossHigh)),
        ]
        for (kind, declared, value, along, across) in sides {
            guard let declared else { continue }
            band(kind, value, flexible: declared.isFlexibleSpacing, path: subitemPath + ".edgeSpacing." + (kind.edgeKey ?? ""),
                 along: along, across: across)
        }
    }
}
