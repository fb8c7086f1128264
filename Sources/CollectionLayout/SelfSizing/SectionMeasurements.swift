/// What has been measured of one section: each measured group's extent along the main axis
/// (the largest preferred extent of its cells), and the total by which measured groups differ
/// from the estimate, kept as prefix sums so a group's position stays a logarithmic lookup.
struct SectionMeasurements: Sendable {
    let groupCount: Int
    let itemsPerGroup: Int
    /// The group's estimated extent, which unmeasured groups keep.
    let estimate: Double
    private(set) var itemExtents: [Int: Double] = [:]
    private(set) var groupExtents: [Int: Double] = [:]
    /// Items' measured extents across the main axis, for cells that fit that way too.
    private(set) var crossExtents: [Int: Double] = [:]
    private var deltas: FenwickTree

    init(groupCount: Int, itemsPerGroup: Int, estimate: Double) {
        self.groupCount = groupCount
        self.itemsPerGroup = itemsPerGroup
        self.estimate = estimate
        self.deltas = FenwickTree(count: groupCount)
    }

    /// Records item `item`'s preferred main extent; true when its group's extent changed.
    @discardableResult
    mutating func record(item: Int, extent: Double) -> Bool {
        guard item >= 0, itemsPerGroup > 0, item / itemsPerGroup < groupCount else { return false }
        itemExtents[item] = extent
        let g = item / itemsPerGroup
        let first = g * itemsPerGroup
        var largest = 0.0
        for member in first..<(first + itemsPerGroup) {
            if let measured = itemExtents[member] { largest = Swift.max(largest, measured) }
        }
        let previous = groupExtents[g] ?? estimate
        guard largest != previous else { return false }
        groupExtents[g] = largest
        deltas.add(largest - previous, at: g)
        return true
    }

    /// Records item `item`'s preferred extent across the main axis; true when it changed.
    @discardableResult
    mutating func record(item: Int, crossExtent: Double) -> Bool {
        guard item >= 0, itemsPerGroup > 0, item / itemsPerGroup < groupCount, crossExtents[item] != crossExtent else { return false }
        crossExtents[item] = crossExtent
        return true
    }

    /// The main extent of group `g`: measured, or the estimate.
    func extent(ofGroup g: Int) -> Double { groupExtents[g] ?? estimate }

    /// How much longer than estimated groups `0..<g` are together.
    func delta(before g: Int) -> Double { deltas.prefixSum(g) }

    var totalDelta: Double { deltas.total }

    /// The largest extent measured in the section, for orthogonal sections, whose groups share one band.
    var largestExtent: Double? { groupExtents.values.max() }
}
