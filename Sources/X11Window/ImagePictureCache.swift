import CX11

/// Images uploaded to the X server once and composited from there each frame: 32-bit ARGB
/// pictures by image key, and A8 masks of rounded rectangles by size and radius.
final class ImagePictureCache {
    /// An uploaded image.
    final class Entry {
        private let display: Display
        private let pixmap: Pixmap
        let picture: Picture
        let width: Int
        let height: Int

        init(display: Display, window: XID, argb: ARGBVisual, image: RGBAImage) {
            let dpy = display.pointer
            width = image.width
            height = image.height
            pixmap = XCreatePixmap(dpy, window, UInt32(width), UInt32(height), 32)
            picture = XRenderCreatePicture(dpy, pixmap, argb.format, 0, nil)
            self.display = display
            // XRender's ARGB32 is premultiplied, a little-endian word a pixel: blue, green, red, alpha.
            let count = width * height
            let data = malloc(count * 4)!.bindMemory(to: UInt8.self, capacity: count * 4)
            image.pixels.withUnsafeBufferPointer { rgba in
                for index in 0..<count {
                    let alpha = UInt32(rgba[index * 4 + 3])
                    let premultiply = { (value: UInt8) in UInt8((UInt32(value) * alpha + 127) / 255) }
                    data[index * 4] = premultiply(rgba[index * 4 + 2])
                    data[index * 4 + 1] = premultiply(rgba[index * 4 + 1])
                    data[index * 4 + 2] = premultiply(rgba[index * 4])
                    data[index * 4 + 3] = UInt8(alpha)
                }
            }
            let gc = XCreateGC(dpy, pixmap, 0, nil)
            // XDestroyImage frees `data`, which is why it came from malloc.
            let ximage = XCreateImage(dpy, argb.visual, 32, ZPixmap, 0, UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self),
                                      UInt32(width), UInt32(height), 32, Int32(width * 4))!
            XPutImage(dpy, pixmap, gc, ximage, 0, 0, 0, 0, UInt32(width), UInt32(height))
            _ = ximage.pointee.f.destroy_image(ximage)
            XFreeGC(dpy, gc)
            XRenderSetPictureFilter(dpy, picture, "good", nil, 0)
        }

        deinit {
            XRenderFreePicture(display.pointer, picture)
            XFreePixmap(display.pointer, pixmap)
        }
    }

    /// How much of the pixel centred at (x, y) lies inside a rounded rectangle: the corner arcs
    /// anti-aliased over a pixel.
    static func coverage(x: Double, y: Double, width: Double, height: Double, radius: Double) -> UInt8 {
        let cx = x < radius ? radius : (x > width - radius ? width - radius : x)
        let cy = y < radius ? radius : (y > height - radius ? height - radius : y)
        guard cx != x || cy != y else { return 255 }
        let distance = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
        return UInt8((min(1, max(0, radius - distance + 0.5)) * 255).rounded())
    }

    struct MaskKey: Hashable {
        let width: Int
        let height: Int
        /// The radius in quarter pixels.
        let quarterRadius: Int
    }

    private var entries = BoundedCache<UInt64, Entry>(capacity: 128)
    private var masks = BoundedCache<MaskKey, A8Picture>(capacity: 32)

    /// The picture of the image `key`, uploaded from `image` the first time.
    func entry(_ key: UInt64, image: RGBAImage, display: Display, window: XID, argb: ARGBVisual) -> Entry {
        if let known = entries[key] { return known }
        let made = Entry(display: display, window: window, argb: argb, image: image)
        entries.insert(made, for: key)
        return made
    }

    /// The mask of a `key`-sized rounded rectangle, to composite an image through.
    func mask(_ key: MaskKey, display: Display, format: UnsafeMutablePointer<XRenderPictFormat>) -> A8Picture {
        if let known = masks[key] { return known }
        let width = Double(key.width), height = Double(key.height), radius = Double(key.quarterRadius) / 4
        let made = A8Picture(display: display, format: format, width: key.width, height: key.height) { x, y in
            Self.coverage(x: Double(x) + 0.5, y: Double(y) + 0.5, width: width, height: height, radius: radius)
        }
        masks.insert(made, for: key)
        return made
    }
}
