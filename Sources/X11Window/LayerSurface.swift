import CX11

/// An offscreen surface the size of the back buffer, of the window's depth, that a transparency
/// layer draws into before it is composited back at its opacity.
final class LayerSurface {
    private let display: Display
    let pixmap: Pixmap
    let picture: Picture
    let xftDraw: OpaquePointer
    let width: Int
    let height: Int

    init(display: Display, window: XID, format: UnsafeMutablePointer<XRenderPictFormat>, width: Int, height: Int) throws(X11Error) {
        let dpy = display.pointer
        let pixmap = XCreatePixmap(dpy, window, UInt32(width), UInt32(height), UInt32(display.depth))
        let picture = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
        let visual = display.visual, colormap = display.colormap
        guard let draw = XftLock.run({ XftDrawCreate(dpy, pixmap, visual, colormap) }) else {
            XRenderFreePicture(dpy, picture)
            XFreePixmap(dpy, pixmap)
            throw X11Error("Xft could not draw on a transparency layer")
        }
        self.display = display
        self.pixmap = pixmap
        self.picture = picture
        self.xftDraw = draw
        self.width = width
        self.height = height
    }

    deinit {
        XftLock.run { XftDrawDestroy(xftDraw) }
        XRenderFreePicture(display.pointer, picture)
        XFreePixmap(display.pointer, pixmap)
    }
}

/// A transparency layer being drawn: where drawing went before it, the area it covers and the
/// opacity it is composited back with.
struct OpenTransparencyLayer {
    let target: (pixmap: Pixmap, picture: Picture, xftDraw: OpaquePointer)
    let area: PixelRect
    let opacity: Double
}
