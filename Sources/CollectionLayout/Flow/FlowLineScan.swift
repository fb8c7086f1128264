/// How a section whose lines vary (measured one by one, or repeating a cycle) is read: the lines
/// in order along the main axis, each line's items by their running offsets across. Both kinds of
/// line keep their own storage and hand the scan what it asks for.
struct FlowLineScan {
    let axis: Axis
    /// Where the section's line space starts along the main axis and across it.
    let mainStart: Double
    let crossStart: Double
    let lineCount: Int
    /// Line `index`, for `0..<lineCount`.
    let line: (Int) -> FlowLine
    /// The size of item `item`.
    let size: (Int) -> Size
    /// Where item `item` of `line` starts across, from the line space's start.
    let acrossOffset: (Int, FlowLine) -> Double

    /// Item `item`'s frame in `line`: placed across by its offset, and centred on the line's
    /// centre line when it is thinner than the line.
    func frame(item: Int, line: FlowLine) -> Rect {
        let size = size(item)
        let main = mainStart + line.mainOffset + (line.thickness - size[axis]) / 2
        return FlowGeometry.rect(main: main, cross: crossStart + acrossOffset(item, line), size: size, axis: axis)
    }

    /// Calls `body` with every item of every line, in order.
    func forEachItem(_ body: (Int, Rect) -> Void) {
        for index in 0..<lineCount {
            let line = line(index)
            for item in line.firstItem..<(line.firstItem + line.count) { body(item, frame(item: item, line: line)) }
        }
    }

    /// Calls `body` with every item whose line and place across can meet `rect`, at most `limit`.
    /// Lines end further along the main axis one after another, and items end and start further
    /// across along a line, so the first line and the first item are binary searches.
    func forEachItem(meeting rect: Rect, limit: Int, _ body: (Int, Rect) -> Void) {
        var visited = 0
        let low = rect.min(axis) - mainStart, high = rect.max(axis) - mainStart
        let lowAcross = rect.min(axis.cross) - crossStart, highAcross = rect.max(axis.cross) - crossStart
        var index = FlowGeometry.lowerBound(0..<lineCount) { line($0).mainOffset + line($0).thickness < low }
        while index < lineCount {
            let line = line(index)
            guard line.mainOffset <= high else { break }
            let items = line.firstItem..<(line.firstItem + line.count)
            var item = FlowGeometry.lowerBound(items) { acrossOffset($0, line) + size($0)[axis.cross] < lowAcross }
            while item < items.upperBound, acrossOffset(item, line) <= highAcross {
                guard visited < limit else { return }
                body(item, frame(item: item, line: line))
                item += 1
                visited += 1
            }
            index += 1
        }
    }
}
