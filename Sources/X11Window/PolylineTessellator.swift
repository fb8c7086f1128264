/// Turns a polyline into triangles for XRenderCompositeTriangles: one quad a segment, butt
/// caps, and mitred joins that fall back to bevels past a miter limit.
///
/// The triangles meet edge to edge on the outside of each turn, so XRender's additive mask
/// gives seamless coverage there; on the inside they overlap and the mask saturates.
struct PolylineTessellator {
    typealias Point = (x: Double, y: Double)
    typealias Triangle = (Point, Point, Point)

    /// Longest miter, in half line widths, before a join is bevelled (SVG's default is 4).
    var miterLimit: Double = 4

    func triangles(for points: [Point], lineWidth: Double) -> [Triangle] {
        let path = Self.withoutRepeats(points)
        guard path.count >= 2, lineWidth > 0 else { return [] }
        let half = lineWidth / 2
        var triangles: [Triangle] = []
        triangles.reserveCapacity(path.count * 4)
        var directions: [Point] = []
        for i in 0..<(path.count - 1) {
            let d = Self.unit(from: path[i], to: path[i + 1])
            directions.append(d)
            let n = (x: -d.y * half, y: d.x * half)
            let a = (x: path[i].x + n.x, y: path[i].y + n.y)
            let b = (x: path[i].x - n.x, y: path[i].y - n.y)
            let c = (x: path[i + 1].x - n.x, y: path[i + 1].y - n.y)
            let e = (x: path[i + 1].x + n.x, y: path[i + 1].y + n.y)
            triangles.append((a, b, c))
            triangles.append((a, c, e))
        }
        for i in 1..<(path.count - 1) {
            triangles.append(contentsOf: join(at: path[i], incoming: directions[i - 1], outgoing: directions[i], half: half))
        }
        return triangles
    }

    /// The wedge that fills the outside of a turn, plus its miter tip when short enough.
    private func join(at vertex: Point, incoming d1: Point, outgoing d2: Point, half: Double) -> [Triangle] {
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        guard abs(cross) > 1e-9 || dot < 0 else { return [] }  // straight on: nothing to fill
        // The left normal (-dy, dx) points into the turn when cross > 0, so the outside is the
        // other side.
        let side: Double = cross > 0 ? -1 : 1
        let n1 = (x: -d1.y * side, y: d1.x * side)
        let n2 = (x: -d2.y * side, y: d2.x * side)
        let o1 = (x: vertex.x + n1.x * half, y: vertex.y + n1.y * half)
        let o2 = (x: vertex.x + n2.x * half, y: vertex.y + n2.y * half)
        var wedge: [Triangle] = [(vertex, o1, o2)]
        let bisector = (x: n1.x + n2.x, y: n1.y + n2.y)
        let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        guard length > 1e-9 else { return wedge }
        // cos of half the turn = n1 · unit bisector; the miter is half / cos long.
        let cosHalf = (n1.x * bisector.x + n1.y * bisector.y) / length
        guard cosHalf > 1 / miterLimit else { return wedge }
        let reach = half / cosHalf / length
        let tip = (x: vertex.x + bisector.x * reach, y: vertex.y + bisector.y * reach)
        wedge.append((o1, tip, o2))
        return wedge
    }

    private static func unit(from a: Point, to b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return (x: dx / length, y: dy / length)
    }

    /// Drops points that repeat their predecessor, which would give zero-length segments.
    private static func withoutRepeats(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        for point in points where point.x.isFinite && point.y.isFinite {
            if let last = result.last, abs(last.x - point.x) < 1e-9, abs(last.y - point.y) < 1e-9 { continue }
            result.append(point)
        }
        return result
    }
}
