import CX11

/// A8 mask pictures of rounded corners, made once per `CornerShape` and reused every frame.
final class CornerMaskCache {
    /// A cached mask and the corner extent its quadrants have.
    struct Mask {
        let picture: Picture
        let pixmap: Pixmap
        let extent: Int
    }

    private let display: Display
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    private var masks = BoundedCache<CornerShape, Mask>(capacity: 64)
    /// A GC for 8-bit pixmaps, made with the first mask.
    private var gc: GC?

    init(display: Display, a8Format: UnsafeMutablePointer<XRenderPictFormat>) {
        self.display = display
        self.format = a8Format
    }

    deinit {
        for mask in masks.removeAll() { free(mask) }
        if let gc { XFreeGC(display.pointer, gc) }
    }

    /// The mask for `shape`, rasterised on first use.
    func mask(for shape: CornerShape) -> Mask {
        if let mask = masks[shape] { return mask }
        let mask = make(shape)
        if let evicted = masks.insert(mask, for: shape) { free(evicted) }
        return mask
    }

    private func make(_ shape: CornerShape) -> Mask {
        let dpy = display.pointer
        let side = 2 * shape.extent
        let pixmap = XCreatePixmap(dpy, display.rootWindow, UInt32(side), UInt32(side), 8)
        let gc = self.gc ?? XCreateGC(dpy, pixmap, 0, nil)!
        self.gc = gc
        // Z-format rows of an 8-bit image are padded to 32 bits.
        let stride = (side + 3) & ~3
        let coverage = shape.coverage()
        let data = malloc(stride * side)!.bindMemory(to: CChar.self, capacity: stride * side)
        for row in 0..<side {
            for column in 0..<side {
                data[row * stride + column] = CChar(bitPattern: coverage[row * side + column])
            }
        }
        // XDestroyImage frees `data`, which is why it came from malloc.
        let image = XCreateImage(dpy, nil, 8, ZPixmap, 0, data, UInt32(side), UInt32(side), 32, Int32(stride))!
        XPutImage(dpy, pixmap, gc, image, 0, 0, 0, 0, UInt32(side), UInt32(side))
        _ = image.pointee.f.destroy_image(image)
        let picture = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
        return Mask(picture: picture, pixmap: pixmap, extent: shape.extent)
    }

    private func free(_ mask: Mask) {
        XRenderFreePicture(display.pointer, mask.picture)
        XFreePixmap(display.pointer, mask.pixmap)
    }
}
