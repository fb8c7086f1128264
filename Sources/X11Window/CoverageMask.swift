import CX11

/// An A8 picture the size of the back buffer: the anti-aliased shape a transformed layer is
/// composited through.
final class CoverageMask {
    private let display: Display
    let pixmap: Pixmap
    let picture: Picture
    let width: Int
    let height: Int

    init?(display: Display, window: XID, format: UnsafeMutablePointer<XRenderPictFormat>, width: Int, height: Int) {
        guard width > 0, height > 0 else { return nil }
        let dpy = display.pointer
        pixmap = XCreatePixmap(dpy, window, UInt32(width), UInt32(height), 8)
        picture = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
        self.display = display
        self.width = width
        self.height = height
    }

    deinit {
        XRenderFreePicture(display.pointer, picture)
        XFreePixmap(display.pointer, pixmap)
    }
}
