import CX11

/// Glyphs of colour bitmap fonts (emoji), each drawn once at the font's own size into a picture
/// with an alpha channel, and composited from there scaled to the text's size: Xft draws them
/// only at the size their bitmaps come in.
final class ColorGlyphCache {
    struct Key: Hashable {
        let font: UnsafeMutablePointer<XftFont>
        let glyph: UInt32
    }

    /// One glyph's picture: its image at the bitmap's size, its top left `x` and `y` back from
    /// the pen, and the scale its picture transform samples it at.
    final class Entry {
        private let display: Display
        private let pixmap: Pixmap
        let picture: Picture
        let width: Int
        let height: Int
        let x: Int
        let y: Int

        init?(display: Display, window: XID, argb: ARGBVisual, key: Key, scale: Double) {
            let dpy = display.pointer
            var id = FT_UInt(key.glyph)
            var extents = XGlyphInfo()
            XftLock.run { XftGlyphExtents(dpy, key.font, &id, 1, &extents) }
            guard extents.width > 0, extents.height > 0, scale > 0 else { return nil }
            width = Int(extents.width)
            height = Int(extents.height)
            x = Int(extents.x)
            y = Int(extents.y)
            pixmap = XCreatePixmap(dpy, window, UInt32(width), UInt32(height), 32)
            picture = XRenderCreatePicture(dpy, pixmap, argb.format, 0, nil)
            self.display = display
            var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
            XRenderFillRectangle(dpy, PictOpSrc, picture, &clear, 0, 0, UInt32(width), UInt32(height))
            if let draw = XftLock.run({ XftDrawCreate(dpy, pixmap, argb.visual, argb.colormap) }) {
                var white = XftColor(pixel: 0, color: XRenderColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF))
                XftLock.run {
                    XftDrawGlyphs(draw, &white, key.font, Int32(x), Int32(y), &id, 1)
                    XftDrawDestroy(draw)
                }
            }
            // Each destination pixel samples the bitmap at 1/scale of its distance.
            let inverse = XFixed((65536 / scale).rounded()), one = XFixed(65536)
            var matrix = XTransform(matrix: ((inverse, 0, 0), (0, inverse, 0), (0, 0, one)))
            XRenderSetPictureTransform(dpy, picture, &matrix)
            XRenderSetPictureFilter(dpy, picture, "bilinear", nil, 0)
        }

        deinit {
            XRenderFreePicture(display.pointer, picture)
            XFreePixmap(display.pointer, pixmap)
        }
    }

    private var entries = BoundedCache<Key, Entry>(capacity: 256)

    /// The picture of `glyph` of `font`, drawn when first asked for; nil when it has no image.
    func entry(_ key: Key, scale: Double, display: Display, window: XID, argb: ARGBVisual) -> Entry? {
        if let known = entries[key] { return known }
        guard let made = Entry(display: display, window: window, argb: argb, key: key, scale: scale) else { return nil }
        entries.insert(made, for: key)
        return made
    }
}
