import Synchronization

/// Pixels a canvas draws scaled into a rectangle: an image view's image. RGBA, 8 bits a channel,
/// straight (not premultiplied) alpha, row by row from the top left.
///
/// A canvas can keep what it made of an image (an X picture) under its ``id``, which no other
/// image in the process has.
public final class CanvasImage: Sendable {
    private static let made = Atomic<UInt64>(0)

    /// A number no other image has had in this process.
    public let id: UInt64
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes a pixel: red, green, blue, alpha.
    public let pixels: [UInt8]

    /// An image of `pixels`, which must hold `width * height * 4` bytes; nil when it does not.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
        id = Self.made.add(1, ordering: .relaxed).newValue
    }

    /// The image in one colour: each pixel `color` at the image's alpha times the colour's, as a
    /// template image is tinted.
    public func tinted(_ color: Color) -> CanvasImage {
        var tinted = pixels
        let red = UInt8((color.red * 255).rounded()), green = UInt8((color.green * 255).rounded())
        let blue = UInt8((color.blue * 255).rounded())
        for index in stride(from: 0, to: tinted.count, by: 4) {
            tinted[index] = red
            tinted[index + 1] = green
            tinted[index + 2] = blue
            tinted[index + 3] = UInt8((Double(tinted[index + 3]) * color.alpha).rounded())
        }
        return CanvasImage(width: width, height: height, pixels: tinted)!
    }
}
