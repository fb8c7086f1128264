/// A rectangle on the pixel grid, for clipping.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Snaps a rectangle to whole pixels by rounding each edge to the nearest pixel boundary,
    /// so a clip set from layout frames keeps exactly the pixels the frame mostly covers.
    init(x: Double, y: Double, width: Double, height: Double) {
        let clampedX0 = Self.edge(x), clampedY0 = Self.edge(y)
        let clampedX1 = Self.edge(x + max(width, 0)), clampedY1 = Self.edge(y + max(height, 0))
        self.init(x: clampedX0, y: clampedY0, width: clampedX1 - clampedX0, height: clampedY1 - clampedY0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The overlap of two rectangles; empty (zero-sized) when they do not meet.
    func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    /// Rounds to a pixel edge, keeping far-off values finite and inside Int range.
    private static func edge(_ value: Double) -> Int {
        guard value.isFinite else { return value > 0 ? 1 << 30 : -(1 << 30) }
        return Int(RenderGeometry.pixel(min(max(value, -1e9), 1e9)))
    }
}
