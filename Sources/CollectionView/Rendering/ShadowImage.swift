import Glibc
import Synchronization

/// Core Animation's shadow of a rectangle as a picture: the shape blurred by a Gaussian of
/// standard deviation σ, in the shadow's colour at its opacity, reaching 3σ past the shape.
///
/// A rectangle blurred by a Gaussian covers [Φ((x − x₀)/σ) − Φ((x − x₁)/σ)] · [Φ((y − y₀)/σ) −
/// Φ((y − y₁)/σ)] of the pixel at (x, y) (Φ the normal distribution), so each picture is two rows
/// of erfc and a product a pixel. Pictures are kept by size, blur and colour: cells of one size
/// share one. Canvases that only record draw a shadow as this picture (`Canvas.drawShadow`'s
/// default); the window composites alpha masks in slices instead, to the same pixels. The
/// shape's rounded corners are not in the picture: under a blur as wide as the corner, the
/// difference is a fraction of a level.
enum ShadowImage {
    /// Pictures larger than this many pixels are not made; the shadow is drawn flat instead.
    static let maximumPixels = 4_000_000

    private struct Key: Hashable {
        let width: Int
        let height: Int
        let sigmaQuarters: Int
        let color: Color
    }

    private static let kept = Mutex<[Key: CanvasImage]>([:])
    private static let capacity = 24

    /// The picture of a `width` by `height` pixel shape's shadow blurred by `sigma` pixels in
    /// `color`, `3 * sigma` (rounded up) larger on every side; nil when it would be too large.
    static func image(width: Int, height: Int, sigma: Double, color: Color) -> CanvasImage? {
        let key = Key(width: width, height: height, sigmaQuarters: Int((sigma * 4).rounded()), color: color)
        if let known = kept.withLock({ $0[key] }) { return known }
        let sigma = Double(key.sigmaQuarters) / 4
        let reach = Self.reach(sigma: sigma)
        let fullWidth = width + 2 * reach, fullHeight = height + 2 * reach
        guard sigma > 0, width > 0, height > 0, fullWidth * fullHeight <= maximumPixels else { return nil }
        let across = profile(length: fullWidth, start: Double(reach), end: Double(reach + width), sigma: sigma)
        let down = profile(length: fullHeight, start: Double(reach), end: Double(reach + height), sigma: sigma)
        let red = UInt8((color.red * 255).rounded()), green = UInt8((color.green * 255).rounded())
        let blue = UInt8((color.blue * 255).rounded())
        var pixels = [UInt8](repeating: 0, count: fullWidth * fullHeight * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<fullHeight {
                let row = down[y] * color.alpha * 255
                for x in 0..<fullWidth {
                    let index = (y * fullWidth + x) * 4
                    buffer[index] = red
                    buffer[index + 1] = green
                    buffer[index + 2] = blue
                    buffer[index + 3] = UInt8(Swift.min(255, (row * across[x]).rounded()))
                }
            }
        }
        guard let image = CanvasImage(width: fullWidth, height: fullHeight, pixels: pixels) else { return nil }
        kept.withLock { kept in
            if kept.count >= capacity { kept.removeAll() }
            kept[key] = image
        }
        return image
    }

    /// How far a blur of standard deviation `sigma` reaches past the shape: 3σ, rounded up.
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
