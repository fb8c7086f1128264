/// Pixels in memory: RGBA, 8 bits a channel, row-major, 4 bytes a pixel, no row padding.
public struct RGBAImage: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes a pixel, red, green, blue and alpha, row by row from the top left.
    public var pixels: [UInt8]

    /// Wraps `pixels`, which must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)x\(height)")
        precondition(pixels.count == width * height * 4, "RGBAImage: \(pixels.count) bytes for \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y) as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
