import CX11

extension BackBufferCanvas {
    /// Starts drawing an element in a layer of its own, `width` by `height` with its origin at
    /// (0, 0) and filled with `background`; the matching `endTransformedLayer()` composites it
    /// through `transform` — nine numbers, row vectors, taking layer coordinates to the buffer's,
    /// perspective included — at `opacity`, as one picture. XRender samples the layer bilinearly,
    /// so its edges and text are smoothed as they turn and scale; outside the layer is transparent.
    public func beginTransformedLayer(width: Double, height: Double, transform: [Double], opacity: Double, background: RGBAColor) {
        let size = PixelSize(width: max(1, min(Int(width.rounded(.up)), 4096)), height: max(1, min(Int(height.rounded(.up)), 4096)))
        guard transform.count == 9, let surface = transformedSurface(size) else {
            openTransformedLayers.append(OpenTransformedLayer(target: (pixmap, picture, xftDraw), savedClips: clips,
                                                              surface: nil, transform: transform, opacity: 0))
            return
        }
        openTransformedLayers.append(OpenTransformedLayer(target: (pixmap, picture, xftDraw), savedClips: clips, surface: surface,
                                                          transform: transform, opacity: min(max(opacity.isFinite ? opacity : 1, 0), 1)))
        (pixmap, picture, xftDraw) = (surface.pixmap, surface.picture, surface.xftDraw)
        clips = ClipStack()
        clips.push(PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        applyClip()
        var color = surface.hasAlpha ? XRenderColor(red: 0, green: 0, blue: 0, alpha: 0) : background.renderColor
        XRenderFillRectangle(display.pointer, PictOpSrc, picture, &color, 0, 0, UInt32(size.width), UInt32(size.height))
    }

    /// Composites the innermost transformed layer through its transform at its opacity.
    public func endTransformedLayer() {
        guard let layer = openTransformedLayers.popLast() else {
            assertionFailure("endTransformedLayer() without a matching beginTransformedLayer()")
            return
        }
        (pixmap, picture, xftDraw) = layer.target
        clips = layer.savedClips
        applyClip()
        guard let surface = layer.surface else { return }
        composite(surface, through: layer.transform, opacity: layer.opacity, onto: picture,
                  within: clips.current ?? bounds)
    }

    /// Composites a layer's `surface` through `transform` at `opacity` onto `target`, only
    /// within `bounds` (the buffer's pixels), each pixel landing `shift` from where it would on
    /// the buffer: the transform, the sampling and the mask stay exactly as for the buffer.
    func composite(_ surface: LayerSurface, through transform: [Double], opacity: Double, onto target: Picture, within bounds: PixelRect,
                   shift: (x: Int, y: Int) = (0, 0)) {
        guard opacity > 0, let inverse = Self.inverse(transform),
              let area = Self.coveredArea(of: transform, width: surface.width, height: surface.height)?.intersection(bounds),
              !area.isEmpty else { return }
        let dpy = display.pointer
        // XRender maps each destination pixel back into the source: the transform it takes is
        // the inverse, by columns, in 16.16 fixed point.
        guard var matrix = Self.fixedTransform(inverse) else { return }
        XRenderSetPictureTransform(dpy, surface.picture, &matrix)
        XRenderSetPictureFilter(dpy, surface.picture, "bilinear", nil, 0)
        if surface.hasAlpha, Self.isAffine(transform) {
            // Transparent past its edges, the layer smooths its own outline as it is sampled,
            // and the server takes its fast scaled path; the opacity is a solid mask.
            var attributes = XRenderPictureAttributes()
            attributes.repeat = RepeatNone
            XRenderChangePicture(dpy, surface.picture, UInt(CPRepeat), &attributes)
            let fade = opacity < 1 ? solids.picture(for: RGBAColor(red: 1, green: 1, blue: 1, alpha: opacity)) : Picture(0)
            XRenderComposite(dpy, PictOpOver, surface.picture, fade, target, Int32(area.x), Int32(area.y), 0, 0,
                             Int32(area.x + shift.x), Int32(area.y + shift.y), UInt32(area.width), UInt32(area.height))
            return
        }
        // Past its edges the picture repeats its edge pixels: the mask gives the shape, and
        // nothing is read from outside the layer.
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        XRenderChangePicture(dpy, surface.picture, UInt(CPRepeat), &attributes)
        // The layer's shape, anti-aliased and at the layer's opacity, is the mask: the picture is
        // taken only inside it, never from past its edges.
        guard let mask = coverageMask() else { return }
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(dpy, PictOpSrc, mask.picture, &clear, Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height))
        let corners = Self.corners(of: transform, width: surface.width, height: surface.height).map(RenderGeometry.point)
        var triangles = [XTriangle(p1: corners[0], p2: corners[1], p3: corners[2]), XTriangle(p1: corners[1], p2: corners[3], p3: corners[2])]
        let coverage = solids.picture(for: RGBAColor(red: 1, green: 1, blue: 1, alpha: opacity))
        let firstX = Int32((corners[0].x >> 16)), firstY = Int32((corners[0].y >> 16))
        XRenderCompositeTriangles(dpy, PictOpAdd, coverage, mask.picture, a8Format, firstX, firstY, &triangles, 2)
        XRenderComposite(dpy, PictOpOver, surface.picture, mask.picture, target, Int32(area.x), Int32(area.y), Int32(area.x), Int32(area.y),
                         Int32(area.x + shift.x), Int32(area.y + shift.y), UInt32(area.width), UInt32(area.height))
    }

    /// `inverse` (nine numbers, row vectors) as XRender's transform: by columns, in 16.16 fixed
    /// point. A projective matrix means the same scaled by any factor; scaled so its constant term
    /// is exactly 1, an affine transform stays affine, which the server samples exactly. When that
    /// would not fit 16.16 (a plane seen almost edge on), it is scaled to fit instead; nil when
    /// nothing fits.
    static func fixedTransform(_ inverse: [Double]) -> XTransform? {
        guard inverse.count == 9, inverse.allSatisfy(\.isFinite) else { return nil }
        let largest = inverse.map(abs).max() ?? 0
        guard largest > 0 else { return nil }
        var scale = inverse[8] != 0 ? 1 / inverse[8] : 0
        if scale == 0 || largest * abs(scale) > 16_384 { scale = 16_384 / largest }
        var matrix = XTransform()
        withUnsafeMutableBytes(of: &matrix.matrix) { raw in
            let cells = raw.bindMemory(to: XFixed.self)
            for row in 0..<3 {
                for column in 0..<3 { cells[row * 3 + column] = XFixed((inverse[column * 3 + row] * scale * 65536).rounded()) }
            }
        }
        return matrix
    }

    /// The A8 mask transformed layers are composited through, made or remade for the buffer's size.
    private func coverageMask() -> CoverageMask? {
        if let mask = transformedMask, mask.width == width, mask.height == height { return mask }
        transformedMask = CoverageMask(display: display, window: window, format: a8Format, width: width, height: height)
        return transformedMask
    }

    /// The layer's corners once transformed: top left, top right, bottom left, bottom right.
    static func corners(of transform: [Double], width: Int, height: Int) -> [(Double, Double)] {
        [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))].map { x, y in
            let w = x * transform[2] + y * transform[5] + transform[8]
            return ((x * transform[0] + y * transform[3] + transform[6]) / w, (x * transform[1] + y * transform[4] + transform[7]) / w)
        }
    }

    /// Whether `transform` (nine numbers, row vectors) has no perspective.
    static func isAffine(_ transform: [Double]) -> Bool {
        transform[2] == 0 && transform[5] == 0 && transform[8] == 1
    }

    /// The surface for a layer of `size`, with an alpha channel when the server has the visual;
    /// made when first needed, nil when the server cannot give one.
    private func transformedSurface(_ size: PixelSize) -> LayerSurface? {
        if let surface = transformedSurfaces[size] { return surface }
        let made: LayerSurface?
        if let argb = argbVisual {
            made = try? LayerSurface(display: display, window: window, argb: argb, width: size.width, height: size.height)
        } else {
            made = try? LayerSurface(display: display, window: window, format: visualFormat, width: size.width, height: size.height)
        }
        guard let surface = made else { return nil }
        transformedSurfaces.insert(surface, for: size)
        return surface
    }

    /// The whole pixels the layer's rectangle covers once transformed; nil when a corner goes
    /// behind the viewer.
    static func coveredArea(of transform: [Double], width: Int, height: Int) -> PixelRect? {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(0.0, 0.0), (Double(width), 0), (0, Double(height)), (Double(width), Double(height))] {
            let w = x * transform[2] + y * transform[5] + transform[8]
            guard w > 1e-6 else { return nil }
            xs.append(RenderGeometry.clamped((x * transform[0] + y * transform[3] + transform[6]) / w))
            ys.append(RenderGeometry.clamped((x * transform[1] + y * transform[4] + transform[7]) / w))
        }
        // A pixel past each edge, for the smoothed border.
        let x0 = Int(xs.min()!.rounded(.down)) - 1, y0 = Int(ys.min()!.rounded(.down)) - 1
        let x1 = Int(xs.max()!.rounded(.up)) + 1, y1 = Int(ys.max()!.rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The inverse of a 3x3 matrix (nine numbers, row by row); nil when it has none.
    static func inverse(_ m: [Double]) -> [Double]? {
        guard m.count == 9 else { return nil }
        let cofactors = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
        guard determinant != 0, determinant.isFinite else { return nil }
        return cofactors.map { $0 / determinant }
    }
}
