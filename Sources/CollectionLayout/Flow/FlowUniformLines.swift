/// The lines of a section whose items all share one size: the same count on every line and
/// the same columns, so any item's place is arithmetic and nothing is stored per item.
struct FlowUniformLines: Sendable {
    let itemCount: Int
    let itemSize: Size
    let axis: Axis
    /// Items on a full line.
    let perLine: Int
    /// The spread every line shares (the last one keeps the columns of the others).
    let leadingOffset: Double
    let gap: Double
    let lineSpacing: Double
    /// The main coordinate of the first line and the cross coordinate of the line space.
    let mainStart: Double
    let crossStart: Double

    init(itemCount: Int, itemSize: Size, axis: Axis, available: Double, interitemSpacing: Double,
         lineSpacing: Double, mainStart: Double, crossStart: Double) {
        self.itemCount = itemCount
        self.itemSize = itemSize
        self.axis = axis
        self.lineSpacing = lineSpacing
        self.mainStart = mainStart
        self.crossStart = crossStart
        let across = itemSize[axis.cross]
        let perLine = FlowLine.uniformCount(extent: across, available: available, spacing: interitemSpacing)
        self.perLine = perLine
        // One spread serves every line: the last line keeps the columns of the full ones, and
        // a section of a single line spreads the items it has.
        let onLine = Swift.min(perLine, Swift.max(itemCount, 1))
        (leadingOffset, gap) = FlowLine.spread(count: onLine, usedExtent: Double(onLine) * across, lastExtent: across,
                                               fillsUp: false, available: available, spacing: interitemSpacing)
    }

    var lineCount: Int { itemCount == 0 ? 0 : (itemCount - 1) / perLine + 1 }
    private var thickness: Double { itemSize[axis] }
    private var lineStride: Double { thickness + lineSpacing }
    private var columnStride: Double { itemSize[axis.cross] + gap }

    /// The extent of all lines along the main axis.
    var mainLength: Double {
        lineCount == 0 ? 0 : Double(lineCount) * thickness + Double(lineCount - 1) * lineSpacing
    }

    /// Line `line` as a `FlowLine`.
    func line(_ line: Int) -> FlowLine {
        FlowLine(firstItem: line * perLine, count: Swift.min(perLine, itemCount - line * perLine),
                 leadingOffset: leadingOffset, gap: gap, thickness: thickness, mainOffset: Double(line) * lineStride)
    }

    func frame(item: Int) -> Rect {
        let line = item / perLine, column = item % perLine
        return FlowGeometry.rect(main: mainStart + Double(line) * lineStride,
                                 cross: crossStart + leadingOffset + Double(column) * columnStride,
                                 size: itemSize, axis: axis)
    }

    func forEachItem(_ body: (Int, Rect) -> Void) {
        for item in 0..<itemCount { body(item, frame(item: item)) }
    }

    /// Calls `body` with every item that can meet `rect` (and a few neighbours), by arithmetic.
    func forEachItem(meeting rect: Rect, limit: Int, _ body: (Int, Rect) -> Void) {
        guard itemCount > 0 else { return }
        let lines = range(low: rect.min(axis) - mainStart, high: rect.max(axis) - mainStart,
                          stride: lineStride, extent: thickness, last: lineCount - 1)
        let columns = range(low: rect.min(axis.cross) - crossStart - leadingOffset, high: rect.max(axis.cross) - crossStart - leadingOffset,
                            stride: columnStride, extent: itemSize[axis.cross], last: Swift.min(perLine, itemCount) - 1)
        guard let lines, let columns, limit > 0 else { return }
        // Items of no extent with no gap share one place: `limit` of them, not every one.
        let columnsVisited = columns.prefix(limit)
        for line in lines.prefix(Swift.max(limit / columnsVisited.count, 1)) {
            let first = line * perLine
            for column in columnsVisited where first + column < itemCount { body(first + column, frame(item: first + column)) }
        }
    }

    /// The indices `i` in `0...last` whose span `i * stride ..< i * stride + extent` can meet
    /// `low...high`, one extra each side against rounding.
    private func range(low: Double, high: Double, stride: Double, extent: Double, last: Int) -> ClosedRange<Int>? {
        guard last >= 0 else { return nil }
        guard stride > 0 else { return 0...last }
        let first = FlowGeometry.clampedIndex((low - extent) / stride - 1, 0, last)
        let final = FlowGeometry.clampedIndex(high / stride + 1, 0, last)
        guard high >= -extent - stride else { return nil }
        return first <= final ? first...final : nil
    }
}
