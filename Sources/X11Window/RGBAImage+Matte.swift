extension RGBAImage {
    /// The picture with its transparency, from the same frame drawn over black (`self`) and
    /// over white (`onWhite`): where the two differ by `d` in a channel, what was drawn lets
    /// `d / 255` of the background through, so its alpha is `1 - d / 255` and its colour the
    /// picture over black divided by that alpha. Where nothing was drawn the result is clear, as
    /// iOS's snapshot of a clear view is.
    public func matted(onWhite: RGBAImage) -> RGBAImage {
        precondition(onWhite.width == width && onWhite.height == height, "the two pictures of a matte are of one frame")
        var result = pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            var through = 0
            for channel in 0..<3 { through += Int(onWhite.pixels[index + channel]) - Int(pixels[index + channel]) }
            let alpha = Swift.max(0, Swift.min(255, 255 - (through + 1) / 3))
            result[index + 3] = UInt8(alpha)
            for channel in 0..<3 {
                result[index + channel] = alpha == 0 ? 0 : UInt8(Swift.min(255, (Int(pixels[index + channel]) * 255 + alpha / 2) / alpha))
            }
        }
        return RGBAImage(width: width, height: height, pixels: result)
    }
}
