/// A flow section's lines: arithmetic ones for items of one size, repeating ones for sizes
/// that cycle, measured ones otherwise.
enum FlowLines: Sendable {
    case uniform(FlowUniformLines)
    case periodic(FlowPeriodicLines)
    case measured(FlowMeasuredLines)

    var mainLength: Double {
        switch self {
        case .uniform(let lines): return lines.mainLength
        case .periodic(let lines): return lines.mainLength
        case .measured(let lines): return lines.mainLength
        }
    }

    func frame(item: Int) -> Rect {
        switch self {
        case .uniform(let lines): return lines.frame(item: item)
        case .periodic(let lines): return lines.frame(item: item)
        case .measured(let lines): return lines.frame(item: item)
        }
    }

    func forEachItem(_ body: (Int, Rect) -> Void) {
        switch self {
        case .uniform(let lines): lines.forEachItem(body)
        case .periodic(let lines): lines.forEachItem(body)
        case .measured(let lines): lines.forEachItem(body)
        }
    }

    func forEachItem(meeting rect: Rect, limit: Int, _ body: (Int, Rect) -> Void) {
        switch self {
        case .uniform(let lines): lines.forEachItem(meeting: rect, limit: limit, body)
        case .periodic(let lines): lines.forEachItem(meeting: rect, limit: limit, body)
        case .measured(let lines): lines.forEachItem(meeting: rect, limit: limit, body)
        }
    }

    /// Line `index` as a `FlowLine`, or nil past the last.
    func line(_ index: Int) -> FlowLine? {
        switch self {
        case .uniform(let lines): return index >= 0 && index < lines.lineCount ? lines.line(index) : nil
        case .periodic(let lines): return index >= 0 && index < lines.lineCount ? lines.line(index) : nil
        case .measured(let lines): return lines.lines.indices.contains(index) ? lines.lines[index] : nil
        }
    }

    var lineCount: Int {
        switch self {
        case .uniform(let lines): return lines.lineCount
        case .periodic(let lines): return lines.lineCount
        case .measured(let lines): return lines.lines.count
        }
    }
}
