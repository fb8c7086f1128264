import CX11

extension BackBufferCanvas {
    /// Starts a transparency layer over `x, y, width, height` (grown to whole pixels): what is
    /// drawn until the matching `endTransparencyLayer()` is composited at `opacity` as one
    /// picture, as a view's alpha applies to the view and everything in it, rather than to each
    /// shape (overlapping shapes do not show through each other). Drawing is clipped to the area.
    ///
    /// The layer starts as a copy of what lies under it, and is composited back over it: the
    /// result is the background blended with the layer by `opacity`, which is the layer's content
    /// at `opacity` over the background. Layers nest; their surfaces are kept between frames.
    public func beginTransparencyLayer(x: Double, y: Double, width: Double, height: Double, opacity: Double) {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let outward = PixelRect(x: x0, y: y0, width: Int((x + width).rounded(.up)) - x0, height: Int((y + height).rounded(.up)) - y0)
        var area = outward.intersection(PixelRect(x: 0, y: 0, width: self.width, height: self.height))
        if let clip = clips.current { area = area.intersection(clip) }
        let depth = openLayers.count
        let surface = surface(at: depth)
        if let surface, !area.isEmpty {
            XCopyArea(display.pointer, pixmap, surface.pixmap, gc, Int32(area.x), Int32(area.y),
                      UInt32(area.width), UInt32(area.height), Int32(area.x), Int32(area.y))
        }
        openLayers.append(OpenTransparencyLayer(target: (pixmap, picture, xftDraw), area: area,
                                                opacity: min(max(opacity.isFinite ? opacity : 1, 0), 1)))
        if let surface {
            (pixmap, picture, xftDraw) = (surface.pixmap, surface.picture, surface.xftDraw)
        }
        clips.push(area)
        applyClip()
    }

    /// Composites the innermost transparency layer back at its opacity.
    public func endTransparencyLayer() {
        guard let layer = openLayers.popLast() else {
            assertionFailure("endTransparencyLayer() without a matching beginTransparencyLayer()")
            return
        }
        clips.pop()
        let layerPicture = picture
        let drewOffscreen = layerPicture != layer.target.picture
        (pixmap, picture, xftDraw) = layer.target
        applyClip()
        guard drewOffscreen, !layer.area.isEmpty, layer.opacity > 0 else { return }
        let mask = solids.picture(for: RGBAColor(red: 0, green: 0, blue: 0, alpha: layer.opacity))
        let area = layer.area
        XRenderComposite(display.pointer, PictOpOver, layerPicture, mask, picture, Int32(area.x), Int32(area.y), 0, 0,
                         Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height))
    }

    /// The surface for a layer nested `depth` deep, made (or remade after a resize) when needed;
    /// nil when the server cannot give one, and the layer then draws straight on, unblended.
    private func surface(at depth: Int) -> LayerSurface? {
        if depth < layerSurfaces.count, layerSurfaces[depth].width == width, layerSurfaces[depth].height == height {
            return layerSurfaces[depth]
        }
        guard let surface = try? LayerSurface(display: display, window: window, format: visualFormat, width: width, height: height) else {
            return nil
        }
        if depth < layerSurfaces.count { layerSurfaces[depth] = surface } else { layerSurfaces.append(surface) }
        return surface
    }
}
