/// Places a horizontal or vertical group's subitems along its axis: which subitems fit, where
/// each starts, and how flexible spacing shares the leftover space.
struct LinePlacement {
    /// One placed subitem: which of the group's subitems, and its slot inside the group's
    /// content area (before the subitem's own content insets).
    struct Slot {
        var subitem: Int
        var rect: Rect
        /// The spacing resolved around the slot, flexible shares included, for inspection:
        /// the inter-item gap before it (0 for the first), its edge spacings along the axis
        /// (`low`, `high`) and across it (`crossLow`, `crossHigh`).
        var gapBefore = 0.0
        var low = 0.0, high = 0.0, crossLow = 0.0, crossHigh = 0.0
    }

    /// More than this many items in one group instance is a description error, not a layout:
    /// it is what a near-zero item width asks for.
    static let maximumItemsPerGroup = 10_000

    let group: LayoutGroup
    let available: Size
    let axis: Axis
    let path: String

    private struct Entry {
        var subitem: Int
        var size: Size
        var low: LayoutSpacing?
        var high: LayoutSpacing?
        /// The extent the entry takes along `axis`, its edge spacings included.
        func need(along axis: Axis) -> Double { (low?.spacing ?? 0) + size[axis] + (high?.spacing ?? 0) }
    }

    func place() throws(LayoutError) -> [Slot] {
        let entries = try chooseEntries()
        return position(entries)
    }

    private var gap: Double { group.interItemSpacing?.spacing ?? 0 }

    private func entry(_ index: Int, size: Size? = nil) -> Entry {
        let subitem = group.subitems[index]
        return Entry(subitem: index, size: size ?? subitem.layoutSize.resolve(in: available),
                     low: subitem.edgeSpacing?.low(axis), high: subitem.edgeSpacing?.high(axis))
    }

    private var axisName: String { axis == .horizontal ? "width" : "height" }

    private func chooseEntries() throws(LayoutError) -> [Entry] {
        guard !group.subitems.isEmpty else {
            throw LayoutError(path: path + ".subitems", message: "a group needs at least one subitem")
        }
        let extent = available[axis]
        switch group.subitemCount {
        case .fill:
            let cycle = group.subitems.indices.map { entry($0) }
            let cycleNeed = cycle.reduce(0) { $0 + $1.need(along: axis) } + gap * Double(cycle.count)
            guard cycleNeed > 0 else {
                throw LayoutError(path: path + ".subitems",
                                  message: "the subitems have no \(axisName), so they would repeat without end")
            }
            var chosen: [Entry] = []
            var used = 0.0
            let tolerance = 1e-9 * Swift.max(1, extent)
            while true {
                let next = cycle[chosen.count % cycle.count]
                let need = (chosen.isEmpty ? 0 : gap) + next.need(along: axis)
                if used + need > extent + tolerance { break }
                chosen.append(next)
                used += need
                if chosen.count > Self.maximumItemsPerGroup {
                    throw LayoutError(path: path + ".subitems",
                                      message: "more than \(Self.maximumItemsPerGroup) items fit in one group; make the items larger")
                }
            }
            guard !chosen.isEmpty else {
                throw LayoutError(path: path, message: "the group can hold no item: its first subitem needs \(NumberFormat.string(cycle[0].need(along: axis))) of \(axisName) and the group offers \(NumberFormat.string(extent))")
            }
            return chosen
        case .count(let count), .repeating(let count):
            guard count >= 1, count <= Self.maximumItemsPerGroup else {
                throw LayoutError(path: path + ".count", message: "expected a count from 1 to \(Self.maximumItemsPerGroup), got \(count)")
            }
            if case .repeating = group.subitemCount {
                return Array(repeating: entry(0), count: count)
            }
            // The item's fractional dimensions resolve against the group less its spacing, as
            // iOS draws it: faberNovel's badge picture has four items of a count group 355
            // wide, 16 apart, whose fractionalWidth(1/4) height is 76.75 (307 / 4), not 88.75.
            var container = available
            container[axis] = Swift.max(extent - gap * Double(count - 1), 0)
            let template = entry(0, size: group.subitems[0].layoutSize.resolve(in: container))
            let edges = (template.low?.spacing ?? 0) + (template.high?.spacing ?? 0)
            let share = (extent - gap * Double(count - 1)) / Double(count) - edges
            guard share > 0 else {
                throw LayoutError(path: path, message: "the group can hold no item: \(count) items with their spacing need more than its \(axisName) of \(NumberFormat.string(extent))")
            }
            var size = template.size
            size[axis] = share
            return Array(repeating: entry(0, size: size), count: count)
        }
    }

    private func position(_ entries: [Entry]) -> [Slot] {
        let cross = axis.cross
        let flexibleGap = group.interItemSpacing?.isFlexibleSpacing ?? false
        var flexibleCount = flexibleGap ? entries.count - 1 : 0
        var used = gap * Double(entries.count - 1)
        for entry in entries {
            used += entry.need(along: axis)
            if entry.low?.isFlexibleSpacing == true { flexibleCount += 1 }
            if entry.high?.isFlexibleSpacing == true { flexibleCount += 1 }
        }
        let leftover = available[axis] - used
        let extra = leftover > 0 && flexibleCount > 0 ? leftover / Double(flexibleCount) : 0
        func grown(_ spacing: LayoutSpacing?) -> Double {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
        }

        var slots: [Slot] = []
        slots.reserveCapacity(entries.count)
        var cursor = 0.0
        for (index, entry) in entries.enumerated() {
            let gapBefore = index > 0 ? gap + (flexibleGap ? extra : 0) : 0
            cursor += gapBefore
            cursor += grown(entry.low)
            let start = cursor
            cursor += entry.size[axis] + grown(entry.high)

            let subitem = group.subitems[entry.subitem]
            let crossLow = subitem.edgeSpacing?.low(cross)
            let crossHigh = subitem.edgeSpacing?.high(cross)
            let free = Swift.max(0, available[cross] - entry.size[cross] - (crossLow?.spacing ?? 0) - (crossHigh?.spacing ?? 0))
            var crossStart = crossLow?.spacing ?? 0
            var crossEnd = crossHigh?.spacing ?? 0
            switch (crossLow?.isFlexibleSpacing ?? false, crossHigh?.isFlexibleSpacing ?? false) {
            case (true, true): crossStart += free / 2; crossEnd += free / 2
            case (true, false): crossStart += free
            case (false, true): crossEnd += free
            case (false, false): break
            }
            let origin = axis == .horizontal ? Point(x: start, y: crossStart) : Point(x: crossStart, y: start)
            slots.append(Slot(subitem: entry.subitem, rect: Rect(origin: origin, size: entry.size), gapBefore: gapBefore,
                              low: grown(entry.low), high: grown(entry.high), crossLow: crossStart, crossHigh: crossEnd))
        }
        return slots
    }
}
