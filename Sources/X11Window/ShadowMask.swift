import CX11
import Glibc

/// The masks a blurred rectangle's shadow is composited through, for one blur. The shadow's
/// colour comes from a solid source, so only coverage is uploaded: a quarter of an RGBA
/// picture's bytes, and a solid-over-A8 composite, the fastest XRender has after a fill.
///
/// A rectangle at least `2 * reach` pixels across each way (`reach` = 3σ rounded up) is drawn as
/// nine slices: four corners cut from one square picture, four edges from a one-pixel column and
/// row repeated along them, and a solid middle. Further than `reach` inside an edge, the blur's
/// coverage is 1 within Φ(−3), a third of a level at full opacity, so the slices meet without a
/// seam and no picture grows with the rectangle. A smaller rectangle gets a whole mask of its own
/// (`whole`).
final class ShadowMask {
    /// A `4 * reach` square: each quadrant is one corner's coverage, the rectangle's corner at
    /// the quadrant's inner corner.
    let corners: A8Picture
    /// One pixel wide and `4 * reach` tall, repeating: the top edge's coverage, then the bottom's.
    let column: A8Picture
    /// `4 * reach` wide and one pixel tall, repeating: the left edge's coverage, then the right's.
    let row: A8Picture
    /// How far the shadow reaches past the rectangle, in pixels.
    let reach: Int

    init(display: Display, format: UnsafeMutablePointer<XRenderPictFormat>, sigma: Double) {
        let reach = Self.reach(sigma: sigma)
        let side = 4 * reach
        // Coverage across one edge at pixel centres, the edge at `reach`, mirrored past the middle.
        let edge = (0..<side).map { index in
            let mirrored = index < 2 * reach ? index : side - 1 - index
            return Self.normalCDF((Double(mirrored) + 0.5 - Double(reach)) / sigma)
        }
        self.reach = reach
        corners = A8Picture(display: display, format: format, width: side, height: side, repeats: false) { edge[$0] * edge[$1] }
        column = A8Picture(display: display, format: format, width: 1, height: side, repeats: true) { edge[$1] }
        row = A8Picture(display: display, format: format, width: side, height: 1, repeats: true) { x, _ in edge[x] }
    }

    /// The whole mask of a `width` by `height` pixel rectangle's shadow blurred by `sigma`,
    /// `reach` larger on every side: for rectangles too small for slices.
    static func whole(display: Display, format: UnsafeMutablePointer<XRenderPictFormat>, width: Int, height: Int, sigma: Double) -> A8Picture {
        let reach = reach(sigma: sigma)
        let across = profile(length: width + 2 * reach, start: Double(reach), end: Double(reach + width), sigma: sigma)
        let down = profile(length: height + 2 * reach, start: Double(reach), end: Double(reach + height), sigma: sigma)
        return A8Picture(display: display, format: format, width: across.count, height: down.count, repeats: false) { across[$0] * down[$1] }
    }

    /// How far a blur of standard deviation `sigma` reaches: 3σ, rounded up to a whole pixel.
    static func reach(sigma: Double) -> Int {
        Int((3 * sigma).rounded(.up))
    }

    /// How much of each pixel along a line a segment from `start` to `end` covers once blurred.
    static func profile(length: Int, start: Double, end: Double, sigma: Double) -> [Double] {
        (0..<length).map { pixel in
            let centre = Double(pixel) + 0.5
            return normalCDF((centre - start) / sigma) - normalCDF((centre - end) / sigma)
        }
    }

    /// Φ(x), the standard normal distribution.
    static func normalCDF(_ x: Double) -> Double {
        erfc(-x / 2.0.squareRoot()) / 2
    }
}
