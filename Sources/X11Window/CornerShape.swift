import Glibc

/// The corner of a rounded rectangle, filled or stroked inside its edge, quantised to quarter
/// pixels so nearby radii share one cached mask.
///
/// Its mask holds all four corners: a square of `2 * extent` pixels whose quadrants are the
/// top-left, top-right, bottom-left and bottom-right corners of a shape with its edges on the
/// mask's edges. A rectangle of any size is then four quadrant composites plus plain bands.
struct CornerShape: Hashable {
    /// Radius in quarter pixels.
    let radiusQuarters: Int
    /// Stroke width in quarter pixels; 0 means filled.
    let lineWidthQuarters: Int

    init(radius: Double, lineWidth: Double?) {
        radiusQuarters = Int((max(radius, 0) * 4).rounded())
        lineWidthQuarters = lineWidth.map { Int((max($0, 0) * 4).rounded()) } ?? 0
    }

    var radius: Double { Double(radiusQuarters) / 4 }
    var lineWidth: Double { Double(lineWidthQuarters) / 4 }
    var isFilled: Bool { lineWidthQuarters == 0 }

    /// Pixels from each edge that a corner occupies: the arc, and for strokes the line width
    /// too, since a stroke wider than the radius still turns the corner.
    var extent: Int { Int(max(radius, isFilled ? 0 : lineWidth).rounded(.up)) }

    /// Coverage of the whole `2 * extent` square, row-major, one byte (0...255) a pixel.
    ///
    /// Pixels near a boundary are supersampled 16x16; the rest take their centre's value.
    func coverage() -> [UInt8] {
        let extent = self.extent
        let side = 2 * extent
        var bytes = [UInt8](repeating: 0, count: side * side)
        var quadrant = [UInt8](repeating: 0, count: extent * extent)
        for v in 0..<extent {
            for u in 0..<extent {
                quadrant[v * extent + u] = pixelCoverage(u: u, v: v)
            }
        }
        // Mirror the top-left quadrant into the other three.
        for row in 0..<side {
            let v = row < extent ? row : side - 1 - row
            for column in 0..<side {
                let u = column < extent ? column : side - 1 - column
                bytes[row * side + column] = quadrant[v * extent + u]
            }
        }
        return bytes
    }

    /// Coverage of pixel (u, v), counted from the top-left corner of the shape.
    private func pixelCoverage(u: Int, v: Int) -> UInt8 {
        let cu = Double(u) + 0.5, cv = Double(v) + 0.5
        if !isNearBoundary(cu, cv) {
            return contains(cu, cv) ? 255 : 0
        }
        let samples = 16
        var inside = 0
        for sy in 0..<samples {
            let sv = Double(v) + (Double(sy) + 0.5) / Double(samples)
            for sx in 0..<samples {
                if contains(Double(u) + (Double(sx) + 0.5) / Double(samples), sv) { inside += 1 }
            }
        }
        return UInt8((Double(inside) * 255 / Double(samples * samples)).rounded())
    }

    /// Whether a pixel centred at (u, v) might straddle an edge: within a pixel's half-diagonal
    /// of the outer circle, or (strokes) of the inner edges and inner circle.
    private func isNearBoundary(_ u: Double, _ v: Double) -> Bool {
        let reach = 0.75
        let r = radius
        if abs(hypot(u - r, v - r) - r) < reach { return true }
        guard !isFilled else { return false }
        let w = lineWidth, ri = max(r - w, 0)
        if abs(u - w) < reach || abs(v - w) < reach { return true }
        return abs(hypot(u - w - ri, v - w - ri) - ri) < reach
    }

    /// Whether point (u, v) is in the shape; the shape runs on without end right and down.
    private func contains(_ u: Double, _ v: Double) -> Bool {
        let r = radius
        let outside = u < r && v < r && (u - r) * (u - r) + (v - r) * (v - r) > r * r
        if outside { return false }
        if isFilled { return true }
        // The inner edge of a stroke is the rectangle inset by the width, whose corner radius
        // shrinks by the same amount so the band keeps its width round the turn.
        let w = lineWidth, ri = max(r - w, 0)
        guard u > w && v > w else { return true }
        let inInnerCorner = u < w + ri && v < w + ri
        let du = u - w - ri, dv = v - w - ri
        let insideInner = !inInnerCorner || du * du + dv * dv <= ri * ri
        return !insideInner
    }
}
