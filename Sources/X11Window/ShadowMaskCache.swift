import CX11

/// Shadow masks kept between frames: slices by blur, whole masks of small rectangles by size and
/// blur. Cells of one size and style share them, so a scrolled frame uploads nothing.
final class ShadowMaskCache {
    struct WholeKey: Hashable {
        let width: Int
        let height: Int
        let sigmaQuarters: Int
    }

    private let display: Display
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    private var slices = BoundedCache<Int, ShadowMask>(capacity: 8)
    private var wholes = BoundedCache<WholeKey, A8Picture>(capacity: 32)

    init(display: Display, format: UnsafeMutablePointer<XRenderPictFormat>) {
        self.display = display
        self.format = format
    }

    /// The slices for a blur of `sigmaQuarters` / 4 pixels.
    func slices(sigmaQuarters: Int) -> ShadowMask {
        if let known = slices[sigmaQuarters] { return known }
        let made = ShadowMask(display: display, format: format, sigma: Double(sigmaQuarters) / 4)
        slices.insert(made, for: sigmaQuarters)
        return made
    }

    /// The whole mask of a `width` by `height` rectangle's shadow.
    func whole(width: Int, height: Int, sigmaQuarters: Int) -> A8Picture {
        let key = WholeKey(width: width, height: height, sigmaQuarters: sigmaQuarters)
        if let known = wholes[key] { return known }
        let made = ShadowMask.whole(display: display, format: format, width: width, height: height, sigma: Double(sigmaQuarters) / 4)
        wholes.insert(made, for: key)
        return made
    }
}
