/// A transformed layer as it was composited: its picture, transparent outside the shape, and
/// the whole pixels it covered, when it was kept; and the transform and opacity it was
/// composited with, by which the next frame tells whether it only moved.
struct KeptLayer {
    let surface: LayerSurface?
    let area: PixelRect
    let size: PixelSize
    /// Layer coordinates to the buffer's, row vectors, nine numbers.
    let transform: [Double]
    let opacity: Double

    /// The whole-pixel move from this layer's transform to `other`, when `other` is this
    /// transform followed by that move and nothing else; nil otherwise.
    func move(to other: [Double]) -> (dx: Int, dy: Int)? {
        Self.move(from: transform, to: other)
    }

    /// The whole-pixel move that takes transform `t` to `other`, when there is one.
    static func move(from t: [Double], to other: [Double]) -> (dx: Int, dy: Int)? {
        guard t.count == 9, other.count == 9 else { return nil }
        // Followed by a move (dx, dy), a row-vector transform keeps its third column and adds
        // dx and dy times it to its first and second.
        let scale = t.map(abs).max() ?? 1
        let tolerance = 1e-9 * Swift.max(scale, 1)
        for row in 0..<3 where abs(other[row * 3 + 2] - t[row * 3 + 2]) > tolerance { return nil }
        guard abs(t[8]) > 1e-9 else { return nil }
        let dx = (other[6] - t[6]) / t[8], dy = (other[7] - t[7]) / t[8]
        let x = dx.rounded(), y = dy.rounded()
        guard abs(dx - x) < 1e-6, abs(dy - y) < 1e-6 else { return nil }
        for row in 0..<2 {
            let w = t[row * 3 + 2]
            guard abs(other[row * 3] - (t[row * 3] + x * w)) <= tolerance,
                  abs(other[row * 3 + 1] - (t[row * 3 + 1] + y * w)) <= tolerance else { return nil }
        }
        return (Int(x), Int(y))
    }
}
