extension SolvedCollectionLayout {
    /// Draws what the viewport shows as ASCII boxes, in the spirit of UIKit's
    /// `visualDescription()`: cells are `+--+` boxes labelled with their item, supplementaries
    /// are drawn with `=` and `:`, decorations with `.`; higher zIndex draws over lower.
    public func visualDescription(offsets: ScrollOffsets? = nil, columns: Int = 64) -> String {
        let offsets = offsets ?? initialOffsets
        let columns = Swift.max(8, columns)
        var viewport = Rect(origin: .zero, size: containerSize)
        viewport = viewport.offset(along: scrollDirection.axis, by: offsets.main)
        let scaleX = containerSize.width / Double(columns)
        let scaleY = scaleX * 2  // a character cell is about twice as tall as it is wide
        let rows = Swift.max(1, Int((containerSize.height / scaleY).rounded(.up)))
        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)

        let elements = elements(in: viewport, offsets: offsets).enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
        }.map(\.element)
        for element in elements {
            let f = element.frame.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
            // Cells far past the grid are cut to a billion either way: any Int holds that, and
            // the box's edges there are off the grid anyway.
            func cell(_ value: Double) -> Int { Int(Swift.min(Swift.max(value, -1e9), 1e9)) }
            let c0 = cell((f.minX / scaleX).rounded(.down)), c1 = cell((f.maxX / scaleX).rounded(.up)) - 1
            let r0 = cell((f.minY / scaleY).rounded(.down)), r1 = cell((f.maxY / scaleY).rounded(.up)) - 1
            let (horizontal, vertical): (Character, Character) = switch element.category {
            case .cell: ("-", "|")
            case .supplementary: ("=", ":")
            case .decoration: (".", ".")
            }
            func put(_ r: Int, _ c: Int, _ ch: Character) {
                if r >= 0, r < rows, c >= 0, c < columns { grid[r][c] = ch }
            }
            if element.category != .decoration {
                for r in Swift.max(r0 + 1, 0)..<Swift.max(Swift.min(r1, rows), Swift.max(r0 + 1, 0)) {
                    for c in Swift.max(c0 + 1, 0)..<Swift.max(Swift.min(c1, columns), Swift.max(c0 + 1, 0)) { grid[r][c] = " " }
                }
            }
            // Only the part of each edge on the grid: an element a million rows tall costs its visible rows.
            for c in Swift.max(c0, 0)...Swift.max(Swift.max(c0, 0), Swift.min(Swift.max(c0, c1), columns)) { put(r0, c, horizontal); put(r1, c, horizontal) }
            for r in Swift.max(r0, 0)...Swift.max(Swift.max(r0, 0), Swift.min(Swift.max(r0, r1), rows)) { put(r, c0, vertical); put(r, c1, vertical) }
            for (r, c) in [(r0, c0), (r0, c1), (r1, c0), (r1, c1)] { put(r, c, "+") }
            let label = element.category == .cell ? "\(element.indexPath.item)" : (element.elementKind ?? "")
            if r1 - r0 >= 2, c1 - c0 - 1 >= 1 {
                let text = Array(label.prefix(c1 - c0 - 1))
                let start = c0 + 1 + Swift.max(0, (c1 - c0 - 1 - text.count) / 2)
                for (i, ch) in text.enumerated() { put((r0 + r1) / 2, start + i, ch) }
            }
        }
        return grid.map { String($0).replacingTrailingSpaces() }.joined(separator: "\n")
    }
}

extension String {
    fileprivate func replacingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
