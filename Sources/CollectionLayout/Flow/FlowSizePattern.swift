/// Item sizes that repeat a fixed cycle (item `i` takes `sizes[i % sizes.count]`), with the
/// sums a line needs, so a line of a million items is measured in a few steps per cycle.
struct FlowSizePattern: Sendable {
    let sizes: [Size]
    let axis: Axis
    let available: Double
    let spacing: Double
    /// `acrossPrefix[i]` sums the extents across of items `0..<i`, over two cycles, so any run
    /// shorter than a cycle is one subtraction wherever it starts.
    private let acrossPrefix: [Double]
    /// The extent across of one whole cycle, and the most any of its items takes along the main axis.
    let cycleAcross: Double
    let thickest: Double

    init(sizes: [Size], axis: Axis, available: Double, spacing: Double) {
        self.sizes = sizes
        self.axis = axis
        self.available = available
        self.spacing = spacing
        var prefix = [0.0]
        prefix.reserveCapacity(2 * sizes.count + 1)
        for index in 0..<(2 * sizes.count) { prefix.append(prefix[index] + sizes[index % sizes.count][axis.cross]) }
        acrossPrefix = prefix
        cycleAcross = prefix[sizes.count]
        thickest = sizes.map { $0[axis] }.max() ?? 0
    }

    var period: Int { sizes.count }

    func size(_ item: Int) -> Size { sizes[item % sizes.count] }

    /// The sum of the extents across of `count` items from `first`.
    func acrossSum(from first: Int, count: Int) -> Double {
        let start = first % period
        return Double(count / period) * cycleAcross + (acrossPrefix[start + count % period] - acrossPrefix[start])
    }

    /// The line that starts at `first` with at most `limit` items, broken as
    /// `FlowLine.breaking` breaks it, with whole cycles taken in one step.
    func line(from first: Int, limit: Int, mainOffset: Double, fillsUp: Bool) -> FlowLine {
        let cycleStep = cycleAcross + Double(period) * spacing
        var count = 1
        var used = size(first)[axis.cross]
        var thickness = size(first)[axis]
        while count < limit {
            if count >= period {
                thickness = thickest
                if cycleStep == 0 { count = limit; break }
                // Whole cycles that fit with a cycle to spare, so the item steps below settle the end.
                let cycles = Swift.min(((available - used) / cycleStep).rounded(.down) - 1, Double((limit - count) / period))
                if cycles >= 1 {
                    count += Int(cycles) * period
                    used += cycles * cycleStep
                }
            }
            guard count < limit else { break }
            let next = size(first + count)
            guard FlowLine.fits(used + spacing + next[axis.cross], in: available) else { break }
            used += spacing + next[axis.cross]
            thickness = Swift.max(thickness, next[axis])
            count += 1
        }
        let (leading, gap) = FlowLine.spread(count: count, usedExtent: acrossSum(from: first, count: count),
                                             lastExtent: size(first + count - 1)[axis.cross], fillsUp: fillsUp,
                                             available: available, spacing: spacing)
        return FlowLine(firstItem: first, count: count, leadingOffset: leading, gap: gap, thickness: thickness, mainOffset: mainOffset)
    }
}
