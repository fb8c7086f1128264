/// The lines of a section whose items are sized one by one, broken in one pass. Lines keep
/// their main offsets in order and items keep running sums of their extents across, so finding
/// the items at a place is a binary search.
struct FlowMeasuredLines: Sendable {
    let sizes: [Size]
    let lines: [FlowLine]
    let axis: Axis
    /// `acrossPrefix[i]` is the sum of the extents across of items `0..<i`.
    let acrossPrefix: [Double]
    let mainStart: Double
    let crossStart: Double

    init(sizes: [Size], axis: Axis, available: Double, interitemSpacing: Double, lineSpacing: Double,
         mainStart: Double, crossStart: Double) {
        self.sizes = sizes
        self.axis = axis
        self.mainStart = mainStart
        self.crossStart = crossStart
        let cross = axis.cross
        var prefix = [Double](repeating: 0, count: sizes.count + 1)
        for (index, size) in sizes.enumerated() { prefix[index + 1] = prefix[index] + size[cross] }
        self.acrossPrefix = prefix
        var lines: [FlowLine] = []
        var first = 0, offset = 0.0
        while first < sizes.count {
            let line = FlowLine.breaking(from: first, total: sizes.count, available: available, spacing: interitemSpacing,
                                         mainOffset: offset, across: { sizes[$0][cross] }, along: { sizes[$0][axis] })
            lines.append(line)
            first += line.count
            offset += line.thickness + lineSpacing
        }
        self.lines = lines
    }

    var itemCount: Int { sizes.count }

    var mainLength: Double {
        guard let last = lines.last else { return 0 }
        return last.mainOffset + last.thickness
    }

    /// The line holding `item`.
    func lineIndex(item: Int) -> Int {
        FlowGeometry.lowerBound(0..<lines.count) { lines[$0].firstItem + lines[$0].count <= item }
    }

    /// Where `item` of `line` starts across, from the line space's start.
    private func acrossOffset(item: Int, line: FlowLine) -> Double {
        line.leadingOffset + (acrossPrefix[item] - acrossPrefix[line.firstItem]) + Double(item - line.firstItem) * line.gap
    }

    private var scan: FlowLineScan {
        FlowLineScan(axis: axis, mainStart: mainStart, crossStart: crossStart, lineCount: lines.count,
                     line: { lines[$0] }, size: { sizes[$0] }, acrossOffset: { acrossOffset(item: $0, line: $1) })
    }

    func frame(item: Int) -> Rect {
        scan.frame(item: item, line: lines[lineIndex(item: item)])
    }

    func forEachItem(_ body: (Int, Rect) -> Void) {
        scan.forEachItem(body)
    }

    /// Calls `body` with every item whose line and place across can meet `rect`.
    func forEachItem(meeting rect: Rect, limit: Int, _ body: (Int, Rect) -> Void) {
        scan.forEachItem(meeting: rect, limit: limit, body)
    }
}
