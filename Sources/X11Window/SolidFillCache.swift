import CX11

/// Solid-colour source pictures, one per colour, so a frame of many same-coloured shapes makes
/// no new server objects.
final class SolidFillCache {
    private let display: Display
    private var pictures = BoundedCache<UInt64, Picture>(capacity: 256)

    init(display: Display) {
        self.display = display
    }

    deinit {
        for picture in pictures.removeAll() {
            XRenderFreePicture(display.pointer, picture)
        }
    }

    /// The source picture for `color` (premultiplied, as XRender composites it).
    func picture(for color: RGBAColor) -> Picture {
        let key = color.cacheKey
        if let picture = pictures[key] { return picture }
        var renderColor = color.renderColor
        let picture = XRenderCreateSolidFill(display.pointer, &renderColor)
        // Requests run in order, so freeing an evicted picture cannot disturb earlier draws.
        if let evicted = pictures.insert(picture, for: key) {
            XRenderFreePicture(display.pointer, evicted)
        }
        return picture
    }
}
