import CollectionLayout

/// Where a frame painted something other than the view's background, as rects in view
/// coordinates that may overlap. Outside them every pixel is the background colour, so a
/// scroll only has to move these pixels and clear what they leave behind — for a list of text
/// rows a tenth of the window rather than all of it.
public struct PaintedArea: Hashable, Sendable {
    /// The rectangles painted, which may overlap.
    public private(set) var rects: [Rect] = []

    /// An area made of `rects`.
    public init(rects: [Rect] = []) {
        self.rects = rects.filter { $0.width > 0 && $0.height > 0 }
    }

    /// The sum of the rects' areas: at least the area covered, more where they overlap.
    public var area: Double { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// Adds `rect` to the area.
    public mutating func add(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        rects.append(rect)
    }

    /// Whether any of the area overlaps `rect`.
    public func intersects(_ rect: Rect) -> Bool {
        rects.contains { $0.intersects(rect) }
    }

    /// The area moved by `delta` along `axis` and cut to `bounds`.
    public func offset(along axis: Axis, by delta: Double, within bounds: Rect) -> PaintedArea {
        PaintedArea(rects: rects.compactMap { $0.offset(along: axis, by: delta).intersection(bounds) })
    }

    /// The area with `hole` cut out: each rect loses its part inside, leaving up to four pieces.
    public func removing(_ hole: Rect) -> PaintedArea {
        var pieces: [Rect] = []
        for rect in rects {
            guard let inside = rect.intersection(hole), inside.width > 0, inside.height > 0 else {
                pieces.append(rect)
                continue
            }
            pieces.append(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: inside.minY - rect.minY))
            pieces.append(Rect(x: rect.minX, y: inside.maxY, width: rect.width, height: rect.maxY - inside.maxY))
            pieces.append(Rect(x: rect.minX, y: inside.minY, width: inside.minX - rect.minX, height: inside.height))
            pieces.append(Rect(x: inside.maxX, y: inside.minY, width: rect.maxX - inside.maxX, height: inside.height))
        }
        return PaintedArea(rects: pieces)
    }

    /// The same area in fewer rects: rects of one column that touch or overlap along y (the
    /// pieces of one element painted strip by strip over several scrolled frames) become one,
    /// and rects inside another go.
    public func merged() -> PaintedArea {
        let sorted = rects.sorted { ($0.minX, $0.maxX, $0.minY) < ($1.minX, $1.maxX, $1.minY) }
        var columns: [Rect] = []
        for rect in sorted {
            if let last = columns.last, last.minX == rect.minX, last.maxX == rect.maxX, rect.minY <= last.maxY {
                columns[columns.count - 1] = Rect(x: last.minX, y: last.minY, width: last.width,
                                                  height: Swift.max(last.maxY, rect.maxY) - last.minY)
            } else {
                columns.append(rect)
            }
        }
        guard columns.count > 1 else { return PaintedArea(rects: columns) }
        // Drop rects another covers whole: a cell's label inside its own background, say.
        let bySize = columns.sorted { $0.width * $0.height > $1.width * $1.height }
        var kept: [Rect] = []
        for rect in bySize where !kept.contains(where: { $0.covers(rect) }) { kept.append(rect) }
        return PaintedArea(rects: kept)
    }
}

extension Rect {
    /// The whole pixels the rect touches.
    var snappedOutward: Rect {
        let minX = self.minX.rounded(.down), minY = self.minY.rounded(.down)
        return Rect(x: minX, y: minY, width: maxX.rounded(.up) - minX, height: maxY.rounded(.up) - minY)
    }

    func covers(_ other: Rect) -> Bool {
        minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }
}
