import CollectionView
package import X11Window

extension UIImage {
    /// The PNG or JPEG in `data`, at `scale` pixels a point; nil when it is neither or cannot be read.
    public convenience init?(data: Data, scale: CGFloat) {
        let bytes = [UInt8](data)
        let isJPEG = bytes.starts(with: [0xFF, 0xD8, 0xFF])
        guard scale > 0, let pixels = try? (isJPEG ? JPEG.decode(bytes, name: "data") : PNG.decode(bytes)),
              let bitmap = CanvasImage(width: pixels.width, height: pixels.height, pixels: pixels.pixels) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The PNG or JPEG in `data`, at one pixel a point.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The pixels as a PNG; nil for a system symbol, which has none.
    public func pngData() -> Data? {
        guard let pixels else { return nil }
        return (try? PNG.encode(pixels)).map { Data($0) }
    }

    /// An image of `pixels`, `scale` to a point: a snapshot's render, without a round trip
    /// through PNG.
    package convenience init?(pixels: RGBAImage, scale: CGFloat) {
        guard scale > 0, let bitmap = CanvasImage(width: pixels.width, height: pixels.height, pixels: pixels.pixels) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// The pixels of an image read from a file or data; nil for a system symbol.
    package var pixels: RGBAImage? {
        bitmap.map { RGBAImage(width: $0.width, height: $0.height, pixels: $0.pixels) }
    }
}
