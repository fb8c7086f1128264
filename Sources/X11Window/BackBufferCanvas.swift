import CX11

/// Draws into one pixmap the size of its window, presented by one copy.
///
/// Shapes go through XRender (anti-aliased with A8 masks, translucent colours composited
/// over), text through Xft. All coordinates are pixels from the top-left corner.
public final class BackBufferCanvas {
    let display: Display
    /// The window the buffer belongs to; pixmaps are made for its screen and depth.
    let window: XID
    let visualFormat: UnsafeMutablePointer<XRenderPictFormat>
    let a8Format: UnsafeMutablePointer<XRenderPictFormat>
    var pixmap: Pixmap
    var picture: Picture
    /// Where text is drawn: the buffer's, or an open transparency layer's.
    var xftDraw: OpaquePointer
    /// Copies the buffer to the window; graphics exposures off so no NoExpose events come back.
    let gc: GC
    var clips = ClipStack()
    /// Offscreen surfaces for transparency layers, one per nesting depth, kept between frames.
    var layerSurfaces: [LayerSurface] = []
    /// The transparency layers open now, innermost last.
    var openLayers: [OpenTransparencyLayer] = []
    /// Surfaces of elements drawn through a transform, by pixel size, kept between frames.
    var transformedSurfaces = BoundedCache<PixelSize, LayerSurface>(capacity: 8)
    /// Transformed layers being drawn, innermost last.
    var openTransformedLayers: [OpenTransformedLayer] = []
    /// Composited pictures of transformed layers, by what they show (`drawTransformedLayer`).
    var keptLayers = BoundedCache<AnyHashable, KeptLayer>(capacity: 32)
    /// The visual transformed layers are drawn with, so they keep their transparency; nil when
    /// the server has no 32-bit visual, and they are drawn on the collection's background instead.
    lazy var argbVisual: ARGBVisual? = ARGBVisual(display: display)
    /// Colour emoji at their bitmaps' size, to composite scaled.
    let colorGlyphs = ColorGlyphCache()
    /// The coverage of a transformed layer's shape, the size of the buffer, made when first needed.
    var transformedMask: CoverageMask?
    let solids: SolidFillCache
    let corners: CornerMaskCache
    /// Images and rounded masks uploaded for image views.
    let images = ImagePictureCache()
    /// Masks of blurred shadows.
    let shadows: ShadowMaskCache
    private let tessellator = PolylineTessellator()
    private let strokes: StrokeMaskCache
    /// Whether small strokes come from cached masks (tests turn it off to compare).
    var cachesStrokes = true

    /// The buffer's width in pixels, always the window's.
    public private(set) var width: Int
    /// The buffer's height in pixels, always the window's.
    public private(set) var height: Int

    /// The whole buffer, in pixels.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    init(display: Display, window: XID, width: Int, height: Int) throws(X11Error) {
        let dpy = display.pointer
        guard let visualFormat = XRenderFindVisualFormat(dpy, display.visual),
              let a8Format = XRenderFindStandardFormat(dpy, Int32(PictStandardA8)) else {
            throw X11Error("the X server's default visual has no XRender format")
        }
        self.display = display
        self.window = window
        self.visualFormat = visualFormat
        self.a8Format = a8Format
        self.width = max(width, 1)
        self.height = max(height, 1)
        let pixmap = XCreatePixmap(dpy, window, UInt32(self.width), UInt32(self.height), UInt32(display.depth))
        let picture = XRenderCreatePicture(dpy, pixmap, visualFormat, 0, nil)
        let visual = display.visual, colormap = display.colormap
        self.pixmap = pixmap
        self.picture = picture
        guard let draw = XftLock.run({ XftDrawCreate(dpy, pixmap, visual, colormap) }) else {
            XRenderFreePicture(dpy, picture)
            XFreePixmap(dpy, pixmap)
            throw X11Error("Xft could not draw on the back buffer")
        }
        xftDraw = draw
        gc = XCreateGC(dpy, pixmap, 0, nil)
        XSetGraphicsExposures(dpy, gc, 0)
        solids = SolidFillCache(display: display)
        corners = CornerMaskCache(display: display, a8Format: a8Format)
        shadows = ShadowMaskCache(display: display, format: a8Format)
        strokes = StrokeMaskCache(display: display, a8Format: a8Format, tessellator: tessellator)
        // A new pixmap holds garbage; start black like an unpainted window.
        clear(RGBAColor(red: 0, green: 0, blue: 0))
    }

    deinit {
        let dpy = display.pointer
        if let outermost = openLayers.first { (pixmap, picture, xftDraw) = outermost.target }
        XftLock.run { XftDrawDestroy(xftDraw) }
        XRenderFreePicture(dpy, picture)
        XFreePixmap(dpy, pixmap)
        XFreeGC(dpy, gc)
    }

    // MARK: Shapes

    /// Fills the whole buffer (within the clip) with `color`, replacing what was there.
    public func clear(_ color: RGBAColor) {
        guard !clips.excludesEverything else { return }
        var renderColor = color.renderColor
        XRenderFillRectangle(display.pointer, PictOpSrc, picture, &renderColor, 0, 0, UInt32(width), UInt32(height))
    }

    /// Whether the connection to the X server is lost: after that no request may be sent, as
    /// Xlib's buffer is no longer flushed and a request can overrun it.
    public var isConnectionLost: Bool { display.isConnectionLost }

    /// Fills a rectangle; edges off the pixel grid are anti-aliased.
    public func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGBAColor) {
        guard RenderGeometry.isFinite(x, y, width, height), width > 0, height > 0,
              !color.isInvisible, !clips.excludesEverything else { return }
        // Only the part on the canvas (plus a pixel for anti-aliased edges) is sent.
        let x0 = max(x, -1), y0 = max(y, -1)
        let x1 = min(x + width, Double(self.width) + 1), y1 = min(y + height, Double(self.height) + 1)
        guard x1 > x0, y1 > y0 else { return }
        if [x0, y0, x1, y1].allSatisfy({ $0 == $0.rounded() }) {
            // On the grid: a plain fill, exact and the fastest request XRender has.
            var renderColor = color.renderColor
            XRenderFillRectangle(display.pointer, PictOpOver, picture, &renderColor,
                                 Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0))
            return
        }
        let left = XLineFixed(p1: RenderGeometry.point((x0, y0)), p2: RenderGeometry.point((x0, y1)))
        let right = XLineFixed(p1: RenderGeometry.point((x1, y0)), p2: RenderGeometry.point((x1, y1)))
        var trapezoid = XTrapezoid(top: RenderGeometry.fixed(y0), bottom: RenderGeometry.fixed(y1), left: left, right: right)
        XRenderCompositeTrapezoids(display.pointer, PictOpOver, solids.picture(for: color), picture, a8Format, 0, 0, &trapezoid, 1)
    }

    /// Fills a rectangle with rounded corners; the rectangle is snapped to whole pixels and
    /// the radius limited to half the shorter side.
    public func fillRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGBAColor,
                                continuous: Bool = false) {
        drawRoundedRect(x: x, y: y, width: width, height: height, radius: radius, lineWidth: nil, color: color, continuous: continuous)
    }

    /// Strokes the outline of a rounded rectangle; the stroke lies inside the rect.
    public func strokeRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, lineWidth: Double, color: RGBAColor,
                                  continuous: Bool = false) {
        guard lineWidth > 0 else { return }
        drawRoundedRect(x: x, y: y, width: width, height: height, radius: radius, lineWidth: lineWidth, color: color, continuous: continuous)
    }

    /// Fills a convex polygon, anti-aliased.
    public func fillPolygon(_ points: [(x: Double, y: Double)], color: RGBAColor) {
        guard points.count >= 3, !color.isInvisible, !clips.excludesEverything,
              RenderGeometry.boundsMeet(points, margin: 1, width: width, height: height) else { return }
        var fixed = points.map(RenderGeometry.point)
        XRenderCompositeTriFan(display.pointer, PictOpOver, solids.picture(for: color), picture, a8Format, 0, 0, &fixed, Int32(fixed.count))
    }

    /// Strokes an open polyline, anti-aliased, with butt ends and mitred joins (bevelled when
    /// sharper than a miter limit of 4).
    public func strokePolyline(_ points: [(x: Double, y: Double)], lineWidth: Double, color: RGBAColor) {
        guard points.count >= 2, lineWidth > 0, lineWidth.isFinite, !color.isInvisible, !clips.excludesEverything,
              RenderGeometry.boundsMeet(points, margin: lineWidth * 4 + 1, width: width, height: height) else { return }
        let white = solids.picture(for: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        if cachesStrokes, let (mask, x, y) = strokes.mask(for: points, lineWidth: lineWidth, white: white) {
            XRenderComposite(display.pointer, PictOpOver, solids.picture(for: color), mask.picture, picture,
                             0, 0, 0, 0, Int32(x), Int32(y), UInt32(mask.width), UInt32(mask.height))
            return
        }
        var triangles = tessellator.triangles(for: points, lineWidth: lineWidth).map {
            XTriangle(p1: RenderGeometry.point($0.0), p2: RenderGeometry.point($0.1), p3: RenderGeometry.point($0.2))
        }
        guard !triangles.isEmpty else { return }
        // One request: XRender adds all triangles into one mask, so shared edges leave no seams
        // and translucent strokes do not darken where pieces meet.
        XRenderCompositeTriangles(display.pointer, PictOpOver, solids.picture(for: color), picture, a8Format, 0, 0, &triangles, Int32(triangles.count))
    }

    // MARK: Text

    /// Draws `text` with its baseline at `baseline`, starting at `x`: shaped and in visual order
    /// as a line of a paragraph of `direction` (nil: its first strong character's), characters
    /// the font lacks from fallback fonts, each glyph exactly where `Font.advance(of:)` measured
    /// it. Returns the box the glyphs' pixels lie in, or nil when nothing was drawn.
    @discardableResult
    public func drawText(_ text: Substring, font: Font, x: Double, baseline: Double, color: RGBAColor, direction: TextDirection? = nil)
        -> (x: Double, y: Double, width: Double, height: Double)? {
        guard !text.isEmpty, RenderGeometry.isFinite(x, baseline), !color.isInvisible, !clips.excludesEverything,
              baseline - font.ascent * 2 < Double(height), baseline + font.descent * 2 > 0,
              x < Double(width) else { return nil }
        let line = font.shaped(text, direction: direction)
        // Xft places glyphs on whole pixels; the line was shaped on the same grid from a whole
        // pixel, so rounding the start once keeps every glyph where measuring put it.
        let pen = RenderGeometry.pixel(x), y = RenderGeometry.pixel(baseline)
        guard let ink = line.ink, pen + Double(ink.x1) > 0, pen + Double(ink.x0) < Double(width) else { return nil }
        // Glyph positions are 16-bit on the wire: only glyphs near the buffer are sent. Marks a
        // cluster stacks by the thousand climb out of reach too, and are left out the same way.
        let reach = Double(font.lineHeight) * 4
        var specs: [XftGlyphFontSpec] = []
        specs.reserveCapacity(line.glyphs.count)
        var scaled: [ShapedLine.PlacedGlyph] = []
        for glyph in line.glyphs {
            let gx = pen + Double(glyph.x), gy = y + Double(glyph.y)
            guard gx > -reach, gx < Double(width) + reach, gy > -reach, gy < Double(height) + reach else { continue }
            guard glyph.scale == 1 else {
                scaled.append(glyph)
                continue
            }
            specs.append(XftGlyphFontSpec(font: glyph.font, glyph: FT_UInt(glyph.glyph), x: RenderGeometry.wire(gx), y: RenderGeometry.wire(gy)))
        }
        guard !specs.isEmpty || !scaled.isEmpty else { return nil }
        if !specs.isEmpty {
            var xftColor = XftColor(pixel: 0, color: color.renderColor)
            XftLock.run { XftDrawGlyphFontSpec(xftDraw, &xftColor, specs, Int32(specs.count)) }
        }
        for glyph in scaled { drawScaledGlyph(glyph, x: pen + Double(glyph.x), baseline: y + Double(glyph.y)) }
        return (pen + Double(ink.x0), y + Double(ink.y0), Double(ink.x1 - ink.x0), Double(ink.y1 - ink.y0))
    }

    /// Composites a colour bitmap glyph (an emoji) scaled to the text's size, its pen at (`x`, `baseline`).
    private func drawScaledGlyph(_ glyph: ShapedLine.PlacedGlyph, x: Double, baseline: Double) {
        guard let argb = argbVisual,
              let entry = colorGlyphs.entry(ColorGlyphCache.Key(font: glyph.font, glyph: glyph.glyph), scale: glyph.scale,
                                            display: display, window: window, argb: argb) else { return }
        let left = Int32(x - (Double(entry.x) * glyph.scale).rounded()), top = Int32(baseline - (Double(entry.y) * glyph.scale).rounded())
        let width = UInt32((Double(entry.width) * glyph.scale).rounded(.up)), height = UInt32((Double(entry.height) * glyph.scale).rounded(.up))
        XRenderComposite(display.pointer, PictOpOver, entry.picture, 0, picture, 0, 0, 0, 0, left, top, width, height)
    }

    // MARK: Clipping

    /// Restricts drawing to a rectangle (edges rounded to whole pixels), intersected with the
    /// current clip, until the matching `popClip()`. Applies to shapes and text alike.
    public func pushClip(x: Double, y: Double, width: Double, height: Double) {
        clips.push(PixelRect(x: x, y: y, width: width, height: height))
        applyClip()
    }

    /// Restores the clip that was in force before the matching `pushClip`.
    public func popClip() {
        clips.pop()
        applyClip()
    }

    func applyClip() {
        let dpy = display.pointer
        guard let clip = clips.current else {
            var attributes = XRenderPictureAttributes()
            attributes.clip_mask = 0  // None
            XRenderChangePicture(dpy, picture, UInt(CPClipMask), &attributes)
            _ = XftLock.run { XftDrawSetClip(xftDraw, nil) }
            return
        }
        // An empty clip draws nothing; drawing calls return early, but the server is told too
        // so nothing slips through.
        let visible = clip.intersection(PixelRect(x: -1, y: -1, width: width + 2, height: height + 2))
        var rectangle = XRectangle(x: Int16(visible.x), y: Int16(visible.y), width: UInt16(visible.width), height: UInt16(visible.height))
        let count: Int32 = visible.isEmpty ? 0 : 1
        XRenderSetPictureClipRectangles(dpy, picture, 0, 0, &rectangle, count)
        _ = XftLock.run { XftDrawSetClipRectangles(xftDraw, 0, 0, &rectangle, count) }
    }

    // MARK: Window side

    /// Recreates the buffer at a new size, keeping the old pixels in the top-left corner so a
    /// resize shows the last frame, not garbage, until the next one is drawn.
    func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(newWidth, 1), newHeight = max(newHeight, 1)
        guard newWidth != width || newHeight != height else { return }
        let dpy = display.pointer
        let newPixmap = XCreatePixmap(dpy, window, UInt32(newWidth), UInt32(newHeight), UInt32(display.depth))
        let newPicture = XRenderCreatePicture(dpy, newPixmap, visualFormat, 0, nil)
        var black = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF)
        XRenderFillRectangle(dpy, PictOpSrc, newPicture, &black, 0, 0, UInt32(newWidth), UInt32(newHeight))
        XCopyArea(dpy, pixmap, newPixmap, gc, 0, 0, UInt32(min(width, newWidth)), UInt32(min(height, newHeight)), 0, 0)
        XRenderFreePicture(dpy, picture)
        XFreePixmap(dpy, pixmap)
        pixmap = newPixmap
        picture = newPicture
        width = newWidth
        height = newHeight
        XftLock.run { XftDrawChange(xftDraw, newPixmap) }
        applyClip()
    }

    /// Copies the whole buffer to the window: the one request a frame costs to show.
    func copy(to window: XID) {
        XCopyArea(display.pointer, pixmap, window, gc, 0, 0, UInt32(width), UInt32(height), 0, 0)
    }

    /// Copies the part `x, y, w, h` of the buffer to the same place in the window.
    func copy(to window: XID, x: Int, y: Int, width w: Int, height h: Int) {
        XCopyArea(display.pointer, pixmap, window, gc, Int32(x), Int32(y), UInt32(max(w, 0)), UInt32(max(h, 0)), Int32(x), Int32(y))
    }

    /// Copies `boxes` of the buffer (y-x banded: sorted by top, then left, each band's boxes
    /// sharing top and bottom) to the same places in the window, with one clipped copy.
    func copy(to window: XID, boxes: inout [XRectangle]) {
        guard let first = boxes.first else { return }
        var x0 = Int(first.x), y0 = Int(first.y), x1 = x0, y1 = y0
        for box in boxes {
            x0 = min(x0, Int(box.x)); y0 = min(y0, Int(box.y))
            x1 = max(x1, Int(box.x) + Int(box.width)); y1 = max(y1, Int(box.y) + Int(box.height))
        }
        XSetClipRectangles(display.pointer, gc, 0, 0, &boxes, Int32(boxes.count), YXBanded)
        XCopyArea(display.pointer, pixmap, window, gc, Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0), Int32(x0), Int32(y0))
        XSetClipMask(display.pointer, gc, 0)
    }

    /// The buffer's pixels, read back from the server.
    func capture() -> RGBAImage {
        // Once the server is gone any request may overrun Xlib's buffer: read nothing.
        guard !display.isConnectionLost else { return RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4)) }
        return PixmapReader(display: display).read(pixmap, width: width, height: height)
    }
}
