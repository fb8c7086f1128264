/// The lines of a section whose item sizes repeat a fixed cycle, as a layout file's
/// `itemSizes` do. A line's items depend only on where in the cycle it starts, so the lines
/// repeat too: after at most one line per place in the cycle, a run of lines comes back to
/// where it began. The lines before that run and one turn of it are stored; every other line
/// is arithmetic, so ten million items cost what ten do.
struct FlowPeriodicLines: Sendable {
    let pattern: FlowSizePattern
    let itemCount: Int
    let mainStart: Double
    let crossStart: Double
    /// The lines from the first item up to the repeating run.
    private let head: [FlowLine]
    /// One turn of the repeating run, at its first place; later turns are shifted copies.
    private let turn: [FlowLine]
    private let turnItems: Int
    private let turnLength: Double
    /// The section's last line, broken against the item count, so it may hold fewer items.
    private let last: FlowLine
    let lineCount: Int

    init(pattern: FlowSizePattern, itemCount: Int, lineSpacing: Double, mainStart: Double, crossStart: Double) {
        self.pattern = pattern
        self.itemCount = itemCount
        self.mainStart = mainStart
        self.crossStart = crossStart
        var lines: [FlowLine] = []
        var seen: [Int: Int] = [:]
        var first = 0, offset = 0.0
        var turnStart: Int
        while true {
            if let start = seen[first % pattern.period] { turnStart = start; break }
            seen[first % pattern.period] = lines.count
            let line = pattern.line(from: first, limit: FlowLine.countLimit, mainOffset: offset, fillsUp: false)
            lines.append(line)
            first += line.count
            offset += line.thickness + lineSpacing
            // A line of items with no extent across holds every item there can be: it is the last.
            if line.count >= FlowLine.countLimit { turnStart = lines.count - 1; break }
        }
        head = Array(lines[..<turnStart])
        turn = Array(lines[turnStart...])
        turnItems = first - lines[turnStart].firstItem
        turnLength = offset - lines[turnStart].mainOffset

        // The line that would hold the last item, were the cycle endless, is the last line.
        let index = itemCount == 0 ? 0 : Self.lineIndex(item: itemCount - 1, head: head, turn: turn, turnItems: turnItems)
        let endless = Self.line(index, head: head, turn: turn, turnItems: turnItems, turnLength: turnLength)
        last = pattern.line(from: endless.firstItem, limit: Swift.max(1, itemCount - endless.firstItem),
                            mainOffset: endless.mainOffset, fillsUp: endless.firstItem > 0)
        lineCount = itemCount == 0 ? 0 : index + 1
    }

    private static func line(_ index: Int, head: [FlowLine], turn: [FlowLine], turnItems: Int, turnLength: Double) -> FlowLine {
        if index < head.count { return head[index] }
        let (round, place) = (index - head.count).quotientAndRemainder(dividingBy: turn.count)
        var line = turn[place]
        line.firstItem += round * turnItems
        line.mainOffset += Double(round) * turnLength
        return line
    }

    private static func lineIndex(item: Int, head: [FlowLine], turn: [FlowLine], turnItems: Int) -> Int {
        if let end = head.last.map({ $0.firstItem + $0.count }), item < end {
            return FlowGeometry.lowerBound(0..<head.count) { head[$0].firstItem + head[$0].count <= item }
        }
        let start = turn[0].firstItem
        let (round, within) = (item - start).quotientAndRemainder(dividingBy: turnItems)
        let place = FlowGeometry.lowerBound(0..<turn.count) { turn[$0].firstItem + turn[$0].count <= start + within }
        return head.count + round * turn.count + place
    }

    /// Line `index`, which must be below `lineCount`.
    func line(_ index: Int) -> FlowLine {
        index == lineCount - 1 ? last : Self.line(index, head: head, turn: turn, turnItems: turnItems, turnLength: turnLength)
    }

    func lineIndex(item: Int) -> Int {
        item >= last.firstItem ? lineCount - 1 : Self.lineIndex(item: item, head: head, turn: turn, turnItems: turnItems)
    }

    var mainLength: Double { lineCount == 0 ? 0 : last.mainOffset + last.thickness }

    private func acrossOffset(item: Int, line: FlowLine) -> Double {
        let before = item - line.firstItem
        return line.leadingOffset + pattern.acrossSum(from: line.firstItem, count: before) + Double(before) * line.gap
    }

    private var scan: FlowLineScan {
        FlowLineScan(axis: pattern.axis, mainStart: mainStart, crossStart: crossStart, lineCount: lineCount,
                     line: { line($0) }, size: { pattern.size($0) }, acrossOffset: { acrossOffset(item: $0, line: $1) })
    }

    func frame(item: Int) -> Rect {
        scan.frame(item: item, line: line(lineIndex(item: item)))
    }

    func forEachItem(_ body: (Int, Rect) -> Void) {
        scan.forEachItem(body)
    }

    /// Calls `body` with every item whose line and place across can meet `rect`.
    func forEachItem(meeting rect: Rect, limit: Int, _ body: (Int, Rect) -> Void) {
        scan.forEachItem(meeting: rect, limit: limit, body)
    }
}
