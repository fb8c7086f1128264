import Glibc

/// The corner of a rounded rectangle, filled or stroked inside its edge, quantised to quarter
/// pixels so nearby radii share one cached mask: a circular arc of the radius, or Core
/// Animation's continuous corner.
///
/// A continuous corner (`cornerCurve = .continuous`) starts bending `continuousExtentFactor`
/// times the radius from the corner, and its curvature grows from zero along the edge: here a
/// superellipse, |x|ⁿ + |y|ⁿ = 1 over that extent, whose exponent puts its middle (45°) point
/// where the circular arc's is, so the two corners look as round and differ in how they meet
/// the edges.
///
/// Its mask holds all four corners: a square of `2 * extent` pixels whose quadrants are the
/// top-left, top-right, bottom-left and bottom-right corners of a shape with its edges on the
/// mask's edges. A rectangle of any size is then four quadrant composites plus plain bands.
struct CornerShape: Hashable {
    /// Radius in quarter pixels.
    let radiusQuarters: Int
    /// Stroke width in quarter pixels; 0 means filled.
    let lineWidthQuarters: Int
    /// Whether the corner is Core Animation's continuous one rather than a circular arc.
    let isContinuous: Bool

    /// How far from the corner a continuous corner of radius 1 starts to bend: 1.528665, as
    /// measured from iOS 7's rounded rectangles (PaintCode's "The iOS 7 rounded corners",
    /// the figure every continuous-corner reimplementation uses).
    static let continuousExtentFactor = 1.528665
    /// The superellipse exponent whose 45° point is the circular arc's: with the extent above,
    /// 1 − 2^(−1/n) = (1 − 1/√2) / 1.528665.
    static let continuousExponent = log(2) / -log(1 - (1 - 1 / 2.0.squareRoot()) / continuousExtentFactor)

    init(radius: Double, lineWidth: Double?, continuous: Bool = false) {
        radiusQuarters = Int((max(radius, 0) * 4).rounded())
        lineWidthQuarters = lineWidth.map { Int((max($0, 0) * 4).rounded()) } ?? 0
        isContinuous = continuous && radiusQuarters > 0
    }

    /// The largest radius whose corner fits `shortSide`: half of it for a circular corner, less
    /// for a continuous one, which reaches further along the edges.
    static func largestRadius(shortSide: Double, continuous: Bool) -> Double {
        continuous ? shortSide / 2 / continuousExtentFactor : shortSide / 2
    }

    var radius: Double { Double(radiusQuarters) / 4 }
    var lineWidth: Double { Double(lineWidthQuarters) / 4 }
    var isFilled: Bool { lineWidthQuarters == 0 }

    /// Pixels from each edge that a corner occupies: the arc, and for strokes the line width
    /// too, since a stroke wider than the radius still turns the corner.
    var extent: Int { Int(max(curveExtent, isFilled ? 0 : lineWidth).rounded(.up)) }

    /// How far from the corner the outer edge bends.
    var curveExtent: Double { isContinuous ? radius * Self.continuousExtentFactor : radius }

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
        if isContinuous {
            // Supersample wherever the curve or a stroke's inner edge can be: the corner square.
            return u < curveExtent + reach && v < curveExtent + reach
        }
        if abs(hypot(u - r, v - r) - r) < reach { return true }
        guard !isFilled else { return false }
        let w = lineWidth, ri = max(r - w, 0)
        if abs(u - w) < reach || abs(v - w) < reach { return true }
        return abs(hypot(u - w - ri, v - w - ri) - ri) < reach
    }

    /// Whether point (u, v) is in the shape; the shape runs on without end right and down.
    private func contains(_ u: Double, _ v: Double) -> Bool {
        if isContinuous { return continuousContains(u, v) }
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

    /// Whether (u, v) is inside a continuous corner's shape, or its stroke's band: the inner
    /// edge of a stroke is the same curve over the extent less the width, inset by the width.
    private func continuousContains(_ u: Double, _ v: Double) -> Bool {
        let extent = curveExtent
        guard Self.insideSuperellipse(u, v, extent: extent) else { return false }
        if isFilled { return true }
        let w = lineWidth
        guard u > w && v > w else { return true }
        return !Self.insideSuperellipse(u - w, v - w, extent: max(extent - w, 0))
    }

    /// Whether (u, v), from the corner, is inside the superellipse corner of `extent`.
    private static func insideSuperellipse(_ u: Double, _ v: Double, extent: Double) -> Bool {
        guard u < extent && v < extent, extent > 0 else { return true }
        let x = (extent - u) / extent, y = (extent - v) / extent
        return pow(x, continuousExponent) + pow(y, continuousExponent) <= 1
    }
}
