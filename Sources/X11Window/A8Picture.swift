import CX11
import Glibc

/// An alpha-only picture on the server, filled once from a function of its pixels: the mask a
/// solid colour is composited through.
final class A8Picture {
    let picture: Picture
    let width: Int
    let height: Int
    private let pixmap: Pixmap
    private let display: Display

    /// A `width` by `height` mask holding `coverage(x, y)` (0 to 1) at each pixel; `repeats` makes
    /// it tile the plane, so a one-pixel row or column stretches along any length.
    convenience init(display: Display, format: UnsafeMutablePointer<XRenderPictFormat>, width: Int, height: Int, repeats: Bool,
                     coverage: (Int, Int) -> Double) {
        self.init(display: display, format: format, width: width, height: height, repeats: repeats) { x, y in
            UInt8(min(255, max(0, (coverage(x, y) * 255).rounded())))
        }
    }

    /// A `width` by `height` mask holding `level(x, y)` (0 to 255) at each pixel.
    init(display: Display, format: UnsafeMutablePointer<XRenderPictFormat>, width: Int, height: Int, repeats: Bool = false,
         level: (Int, Int) -> UInt8) {
        let dpy = display.pointer
        self.display = display
        self.width = width
        self.height = height
        pixmap = XCreatePixmap(dpy, display.rootWindow, UInt32(width), UInt32(height), 8)
        // Z-format rows of an 8-bit image are padded to 32 bits.
        let stride = (width + 3) & ~3
        let data = malloc(stride * height)!.bindMemory(to: UInt8.self, capacity: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                data[y * stride + x] = level(x, y)
            }
        }
        let gc = XCreateGC(dpy, pixmap, 0, nil)
        // XDestroyImage frees `data`, which is why it came from malloc.
        let image = XCreateImage(dpy, nil, 8, ZPixmap, 0, UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self),
                                 UInt32(width), UInt32(height), 32, Int32(stride))!
        XPutImage(dpy, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        _ = image.pointee.f.destroy_image(image)
        XFreeGC(dpy, gc)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = repeats ? RepeatNormal : RepeatNone
        picture = XRenderCreatePicture(dpy, pixmap, format, UInt(CPRepeat), &attributes)
    }

    deinit {
        XRenderFreePicture(display.pointer, picture)
        XFreePixmap(display.pointer, pixmap)
    }
}
