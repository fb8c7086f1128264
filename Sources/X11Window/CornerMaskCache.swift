import CX11

/// A8 mask pictures of rounded corners, made once per `CornerShape` and reused every frame.
final class CornerMaskCache {
    /// A cached mask and the corner extent its quadrants have.
    struct Mask {
        let coverage: A8Picture
        let extent: Int
        var picture: Picture { coverage.picture }
    }

    private let display: Display
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    private var masks = BoundedCache<CornerShape, Mask>(capacity: 64)

    init(display: Display, a8Format: UnsafeMutablePointer<XRenderPictFormat>) {
        self.display = display
        self.format = a8Format
    }

    /// The mask for `shape`, rasterised on first use.
    func mask(for shape: CornerShape) -> Mask {
        if let mask = masks[shape] { return mask }
        let side = 2 * shape.extent
        let coverage = shape.coverage()
        let mask = Mask(coverage: A8Picture(display: display, format: format, width: side, height: side) { x, y in coverage[y * side + x] },
                        extent: shape.extent)
        // Requests run in order, so an evicted mask freed now cannot disturb earlier draws.
        masks.insert(mask, for: shape)
        return mask
    }
}
