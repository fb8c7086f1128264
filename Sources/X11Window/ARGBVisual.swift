import CX11

/// The screen's 32-bit TrueColor visual with an alpha channel, and what drawing on a pixmap of
/// it takes: layers drawn on one keep transparent pixels transparent, so a transformed card's
/// rounded corners show what is under it, and XRender composites them through its fast
/// bilinear paths rather than through a mask.
final class ARGBVisual {
    private let display: Display
    let visual: UnsafeMutablePointer<Visual>
    let format: UnsafeMutablePointer<XRenderPictFormat>
    let colormap: Colormap

    /// The visual of `display`'s screen, if it has one (Xvfb and every composited server do).
    init?(display: Display) {
        let dpy = display.pointer
        var info = XVisualInfo()
        guard XMatchVisualInfo(dpy, display.screen, 32, TrueColor, &info) != 0, let visual = info.visual,
              let format = XRenderFindVisualFormat(dpy, visual), format.pointee.direct.alphaMask != 0 else { return nil }
        self.visual = visual
        self.format = format
        colormap = XCreateColormap(dpy, display.rootWindow, visual, AllocNone)
        self.display = display
    }

    deinit {
        XFreeColormap(display.pointer, colormap)
    }
}
