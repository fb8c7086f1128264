import CX11

/// An offscreen surface that a layer draws into before it is composited back: the size of the
/// back buffer and of the window's depth for a transparency layer, the element's size and with
/// an alpha channel (when the server has one) for a transformed one.
final class LayerSurface {
    private let display: Display
    let pixmap: Pixmap
    let picture: Picture
    let xftDraw: OpaquePointer
    let width: Int
    let height: Int

    /// Whether the surface has an alpha channel: what is not drawn on stays transparent.
    let hasAlpha: Bool

    /// A surface of the window's depth and visual.
    convenience init(display: Display, window: XID, format: UnsafeMutablePointer<XRenderPictFormat>, width: Int, height: Int) throws(X11Error) {
        try self.init(display: display, window: window, depth: display.depth, visual: display.visual, colormap: display.colormap,
                      format: format, width: width, height: height)
    }

    /// A surface with an alpha channel, of `argb`'s visual.
    convenience init(display: Display, window: XID, argb: ARGBVisual, width: Int, height: Int) throws(X11Error) {
        try self.init(display: display, window: window, depth: 32, visual: argb.visual, colormap: argb.colormap,
                      format: argb.format, width: width, height: height)
    }

    private init(display: Display, window: XID, depth: Int32, visual: UnsafeMutablePointer<Visual>, colormap: Colormap,
                 format: UnsafeMutablePointer<XRenderPictFormat>, width: Int, height: Int) throws(X11Error) {
        let dpy = display.pointer
        let pixmap = XCreatePixmap(dpy, window, UInt32(width), UInt32(height), UInt32(depth))
        let picture = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
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
        hasAlpha = format.pointee.direct.alphaMask != 0
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
    /// For a rounded clip: the rectangle in pixels whose corners are cut, and how.
    var rounding: RoundedClip? = nil
}

/// A clip to a rectangle whose corners (those `corners` names: top left, top right, bottom
/// left, bottom right) are rounded with `shape`.
struct RoundedClip {
    let rect: PixelRect
    let shape: CornerShape
    let corners: (topLeft: Bool, topRight: Bool, bottomLeft: Bool, bottomRight: Bool)
}
