import CX11

/// Conversions from canvas coordinates to XRender's wire types.
enum RenderGeometry {
    /// XRender's fixed-point coordinates are 16.16 and the core protocol's are 16-bit, so
    /// geometry is kept well inside ±32767 before it is sent; shapes reaching that far out are
    /// off screen anyway, and only their off-screen parts move.
    static let limit = 30_000.0

    /// The nearest whole pixel, halves going up: unlike `rounded()` (halves away from zero) it
    /// moves with the content, so a shape partly above or left of the window lands on the same
    /// pixels, shifted, as it does once scrolled into view.
    static func pixel(_ value: Double) -> Double {
        (value + 0.5).rounded(.down)
    }

    static func clamped(_ value: Double) -> Double {
        min(max(value, -limit), limit)
    }

    /// A core-protocol coordinate: clamped, so no value (not even NaN) can trap the conversion.
    static func wire(_ value: Double) -> Int16 {
        value.isFinite ? Int16(clamped(value)) : 0
    }

    static func fixed(_ value: Double) -> XFixed {
        XFixed(((value.isFinite ? clamped(value) : 0) * 65536).rounded())
    }

    static func point(_ point: (x: Double, y: Double)) -> XPointFixed {
        XPointFixed(x: fixed(point.x), y: fixed(point.y))
    }

    /// Whether all values are finite, so a shape can be drawn at all.
    static func isFinite(_ values: Double...) -> Bool {
        values.allSatisfy(\.isFinite)
    }

    /// Whether the bounding box of `points`, grown by `margin`, meets a canvas of this size.
    static func boundsMeet(_ points: [(x: Double, y: Double)], margin: Double, width: Int, height: Int) -> Bool {
        guard let box = bounds(of: points) else { return false }
        return box.maxX + margin > 0 && box.maxY + margin > 0 && box.minX - margin < Double(width) && box.minY - margin < Double(height)
    }

    /// The box the points span; nil for no points or a point that is not finite.
    static func bounds(of points: [(x: Double, y: Double)]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            guard point.x.isFinite, point.y.isFinite else { return nil }
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return (minX, minY, maxX, maxY)
    }
}
