/// One section laid out: its group template, where its group instances go, its boundary items
/// and decorations. Frames of cells are computed on demand from the template; nothing here
/// grows with the number of items.
struct SolvedSection: Sendable {
    let index: Int
    let itemCount: Int
    let template: GroupTemplate
    /// Bounds of one group instance relative to its origin (see `GroupTemplate.bounds`).
    let templateBounds: Rect
    let groupCount: Int
    let mainAxis: Axis
    let isOrthogonal: Bool
    /// The origin of group 0 in content coordinates (orthogonal offset 0).
    let firstGroupOrigin: Point
    /// Distance between consecutive group origins: along the main axis, or across it in an
    /// orthogonal section.
    let groupStride: Double
    /// The section's stretch along the main axis, boundary bands included.
    let mainStart: Double
    let mainEnd: Double
    let boundaryItems: [PlacedBoundaryItem]
    let decorations: [(kind: String, frame: Rect, zIndex: Int)]
    /// Decorations laid along each item's bottom edge, made with the item's cell.
    let itemSeparators: [SolvedItemSeparator]
    /// Cells are raised to zIndex 1 in a section with decorations, so backgrounds stay behind.
    let promotesCells: Bool
    /// An orthogonal section's content extent across the main axis (`C` of the scrolling spec).
    let orthogonalContentExtent: Double
    /// Measured groups of a self-sizing section; nil when none are measured.
    let sizing: SectionSizing?
    /// How the section's cells self-size; nil when their groups have a fixed main extent.
    let selfSizingShape: SelfSizingShape?
    /// Kinds of boundary supplementaries that estimate their main extent.
    let estimatedBoundaryKinds: Set<String>
    /// The section's sideways scrolling geometry; nil unless it scrolls orthogonally.
    let orthogonal: OrthogonalScrollSection?
    /// What an inspection of the section needs besides the above.
    let inspectionSource: SectionInspectionSource
    /// What the section calls with its visible elements as it scrolls.
    var visibleItemsHandler: VisibleItemsInvalidationHandler?
    /// A list section's swipe action providers, leading and trailing.
    var swipeActions: (leading: SwipeActionsProvider?, trailing: SwipeActionsProvider?) = (nil, nil)

    var itemsPerGroup: Int { template.cells.count }
    var strideAxis: Axis { isOrthogonal ? mainAxis.cross : mainAxis }

    /// How far an element of this section can reach along the main axis, before pinning.
    var visualMainRange: (min: Double, max: Double) {
        var low = mainStart, high = mainEnd
        if groupCount > 0 {
            let first = firstGroupOrigin
            let lastOffset = isOrthogonal ? 0 : groupStride * Double(groupCount - 1) + delta(before: groupCount - 1)
            let lastExtent = sizing?.measurements.groupExtents[groupCount - 1] ?? 0
            let hang = Swift.max(templateBounds.max(mainAxis), lastExtent + templateBounds.max(mainAxis) - templateBounds.size[mainAxis])
            low = Swift.min(low, (mainAxis == .vertical ? first.y : first.x) + templateBounds.min(mainAxis))
            high = Swift.max(high, (mainAxis == .vertical ? first.y : first.x) + lastOffset + hang)
        }
        for item in boundaryItems {
            low = Swift.min(low, item.frame.min(mainAxis)); high = Swift.max(high, item.frame.max(mainAxis))
        }
        for decoration in decorations {
            low = Swift.min(low, decoration.frame.min(mainAxis)); high = Swift.max(high, decoration.frame.max(mainAxis))
        }
        return (low, high)
    }

    /// The origin of group `g` with the section scrolled orthogonally by `orthogonalOffset`.
    func groupOrigin(_ g: Int, orthogonalOffset: Double) -> Point {
        let along = groupStride * Double(g) + delta(before: g) - (isOrthogonal ? orthogonalOffset : 0)
        return strideAxis == .horizontal
            ? Point(x: firstGroupOrigin.x + along, y: firstGroupOrigin.y)
            : Point(x: firstGroupOrigin.x, y: firstGroupOrigin.y + along)
    }

    /// How much longer than estimated the measured groups before `g` are.
    private func delta(before g: Int) -> Double {
        sizing?.measurements.delta(before: g) ?? 0
    }

    /// The template group `g` is laid out with: its measured one, or the section's.
    func template(forGroup g: Int) -> GroupTemplate {
        sizing?.template(forGroup: g) ?? template
    }

    // MARK: Elements

    /// Calls `body` with the elements of group `g`, in template order.
    func forEachElement(inGroup g: Int, orthogonalOffset: Double, _ body: (LayoutAttributes) -> Void) {
        // The shared template is passed along rather than copied into a local: a copy retains its
        // arrays, which costs more than the rest of the loop for one-item groups.
        if let sizing, let measured = sizing.template(forGroup: g) {
            forEachElement(inGroup: g, orthogonalOffset: orthogonalOffset, template: measured, body)
        } else {
            forEachElement(inGroup: g, orthogonalOffset: orthogonalOffset, template: template, body)
        }
    }

    private func forEachElement(inGroup g: Int, orthogonalOffset: Double, template: GroupTemplate, _ body: (LayoutAttributes) -> Void) {
        let origin = groupOrigin(g, orthogonalOffset: orthogonalOffset)
        let firstItem = g * itemsPerGroup
        let available = itemCount - firstItem
        for leaf in template.cells.indices where leaf < available {
            let cell = cellAttributes(leaf: leaf, item: firstItem + leaf, groupOrigin: origin, template: template)
            body(cell)
            for separator in itemSeparators {
                separator.forEachLine(of: cell, itemCount: itemCount, body)
            }
        }
        for supplementary in template.supplementaries {
            let item: Int
            switch supplementary.anchor {
            case .item(let leaf):
                guard leaf < available else { continue }
                item = firstItem + leaf
            case .group(let leaf, let ordinal):
                guard leaf < available else { continue }
                item = g * (template.groupSupplementaryCounts[supplementary.kind] ?? 1) + ordinal
            }
            body(LayoutAttributes(category: .supplementary, elementKind: supplementary.kind,
                                  indexPath: IndexPath(item: item, section: index),
                                  frame: supplementary.frame.offsetBy(dx: origin.x, dy: origin.y),
                                  zIndex: supplementary.zIndex))
        }
    }

    /// Calls `body` with the section's boundary items and decorations.
    func forEachSectionElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        for item in boundaryItems {
            body(LayoutAttributes(category: .supplementary, elementKind: item.kind, indexPath: IndexPath(item: 0, section: index),
                                  frame: item.frame(offsets: offsets, axis: mainAxis), zIndex: item.zIndex))
        }
        for decoration in decorations {
            body(LayoutAttributes(category: .decoration, elementKind: decoration.kind, indexPath: IndexPath(item: 0, section: index),
                                  frame: decoration.frame, zIndex: decoration.zIndex))
        }
    }

    /// Every element of the section, groups first, an orthogonal section's cells moved by its offset.
    func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        let shift = isOrthogonal ? offsets.orthogonalOffset(section: index) : 0
        for g in 0..<groupCount { forEachElement(inGroup: g, orthogonalOffset: shift, body) }
        forEachSectionElement(offsets: offsets, body)
    }

    /// The groups whose instances can reach into `low...high` along the stride axis.
    func groupRange(low: Double, high: Double, orthogonalOffset: Double) -> ClosedRange<Int>? {
        guard groupCount > 0, groupStride > 0 else { return groupCount > 0 ? 0...(groupCount - 1) : nil }
        if let sizing, !isOrthogonal { return measuredGroupRange(low: low, high: high, sizing: sizing) }
        let base = (strideAxis == .horizontal ? firstGroupOrigin.x : firstGroupOrigin.y) - (isOrthogonal ? orthogonalOffset : 0)
        let first = ((low - templateBounds.max(strideAxis) - base) / groupStride).rounded(.down)
        let last = ((high - templateBounds.min(strideAxis) - base) / groupStride).rounded(.down)
        guard first.isFinite, last.isFinite else { return nil }
        let lo = Swift.max(0, first > Double(groupCount) ? groupCount : Int(Swift.max(first, -1)))
        let hi = Swift.min(groupCount - 1, last < 0 ? -1 : (last > Double(groupCount) ? groupCount : Int(last)))
        return lo <= hi ? lo...hi : nil
    }

    /// `groupRange` over groups of measured extents: two binary searches, each step a prefix sum.
    private func measuredGroupRange(low: Double, high: Double, sizing: SectionSizing) -> ClosedRange<Int>? {
        let base = mainAxis == .vertical ? firstGroupOrigin.y : firstGroupOrigin.x
        let estimate = templateBounds.size[mainAxis]
        // What hangs past a group's own extent (supplementaries), the same for every extent.
        let before = templateBounds.min(mainAxis), after = templateBounds.max(mainAxis) - estimate
        let start = { (g: Int) in base + self.groupStride * Double(g) + sizing.measurements.delta(before: g) }
        // First group whose far end reaches `low`; the ends grow with g.
        var lo = 0, hi = groupCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if start(mid) + sizing.measurements.extent(ofGroup: mid) + after < low { lo = mid + 1 } else { hi = mid }
        }
        let first = lo
        // Last group whose near end is at or before `high`.
        lo = first; hi = groupCount
        while lo < hi {
            let mid = (lo + hi) / 2
            if start(mid) + before <= high { lo = mid + 1 } else { hi = mid }
        }
        let last = lo - 1
        return first <= last ? first...last : nil
    }

    /// Appends the elements meeting `rect` to `result`.
    func appendElements(in rect: Rect, offsets: ScrollOffsets, to result: inout [LayoutAttributes]) {
        let orthogonalOffset = offsets.orthogonalOffset(section: index)
        let remaining = LayoutLimits.remainingElements(after: result.count)
        guard remaining > 0 else { return }
        let keep: (LayoutAttributes) -> Void = { if $0.frame.intersects(rect) { result.append($0) } }
        // Groups past the query's limit are not visited: each holds at least one item.
        let groupLimit = Swift.max(remaining / Swift.max(itemsPerGroup, 1), 1)
        if isOrthogonal {
            let band = (mainAxis == .vertical ? firstGroupOrigin.y : firstGroupOrigin.x)
            if groupCount > 0,
               Rect.overlaps(band + templateBounds.min(mainAxis), band + templateBounds.max(mainAxis), rect.min(mainAxis), rect.max(mainAxis)),
               let range = groupRange(low: rect.min(strideAxis), high: rect.max(strideAxis), orthogonalOffset: orthogonalOffset) {
                for g in range.prefix(groupLimit) { forEachElement(inGroup: g, orthogonalOffset: orthogonalOffset, keep) }
            }
        } else if let range = groupRange(low: rect.min(mainAxis), high: rect.max(mainAxis), orthogonalOffset: 0) {
            for g in range.prefix(groupLimit) { forEachElement(inGroup: g, orthogonalOffset: 0, keep) }
        }
        forEachSectionElement(offsets: offsets, keep)
    }

    /// The cell for `item`, or nil past the section's end.
    func cell(item: Int, offsets: ScrollOffsets) -> LayoutAttributes? {
        guard item >= 0, item < itemCount else { return nil }
        let g = item / itemsPerGroup
        let origin = groupOrigin(g, orthogonalOffset: offsets.orthogonalOffset(section: index))
        return cellAttributes(leaf: item % itemsPerGroup, item: item, groupOrigin: origin, template: template(forGroup: g))
    }

    /// The attributes of template cell `leaf` showing `item` in the group at `groupOrigin`.
    private func cellAttributes(leaf: Int, item: Int, groupOrigin origin: Point, template: GroupTemplate) -> LayoutAttributes {
        let cell = template.cells[leaf]
        return LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: index),
                                frame: cell.frame.offsetBy(dx: origin.x, dy: origin.y),
                                zIndex: promotesCells ? Swift.max(cell.zIndex, 1) : cell.zIndex)
    }

    /// The supplementary of `kind` numbered `item`: a boundary item (item 0), an item-anchored
    /// one (the item's index) or a group-anchored one (its instance number).
    func supplementary(kind: String, item: Int, offsets: ScrollOffsets) -> LayoutAttributes? {
        if item == 0, let boundary = boundaryItems.first(where: { $0.kind == kind }) {
            return LayoutAttributes(category: .supplementary, elementKind: kind, indexPath: IndexPath(item: 0, section: index),
                                    frame: boundary.frame(offsets: offsets, axis: mainAxis), zIndex: boundary.zIndex)
        }
        guard item >= 0, itemsPerGroup > 0 else { return nil }
        let g: Int
        if template.supplementaries.contains(where: { if case .item = $0.anchor { return $0.kind == kind } else { return false } }) {
            g = item / itemsPerGroup
        } else if let perGroup = template.groupSupplementaryCounts[kind], perGroup > 0 {
            g = item / perGroup
        } else {
            return nil
        }
        guard g < groupCount else { return nil }
        var found: LayoutAttributes?
        forEachElement(inGroup: g, orthogonalOffset: offsets.orthogonalOffset(section: index)) {
            if found == nil, $0.category == .supplementary, $0.elementKind == kind, $0.indexPath.item == item { found = $0 }
        }
        return found
    }
}
