import CX11

extension BackBufferCanvas {
    /// The largest picture kept, in pixels: a cover, not a screenful.
    static let largestKeptLayer = 1 << 20

    /// A transformed layer whose drawing `key` names in full. Once a layer of a key has moved
    /// only by whole pixels since the frame before, its composited picture is kept; while later
    /// layers of that key, size and opacity differ only by such a move, the picture is
    /// composited at the new place and `content` is not called — no drawing into the layer and
    /// no perspective sampling, which is most of what a turned layer costs the server. A layer
    /// that turns or scales every frame is drawn as usual, paying nothing for the keeping.
    /// Without an alpha channel it is an ordinary layer.
    public func drawTransformedLayer(width: Double, height: Double, transform: [Double], opacity: Double, background: RGBAColor,
                                     key: AnyHashable, content: () -> Void) {
        let size = PixelSize(width: max(1, min(Int(width.rounded(.up)), 4096)), height: max(1, min(Int(height.rounded(.up)), 4096)))
        let opacity = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        let before = keptLayers[key]
        let move = before.flatMap { $0.size == size && $0.opacity == opacity ? $0.move(to: transform) : nil }
        if let before, let move, before.surface != nil {
            composite(before, movedBy: move)
            return
        }
        guard move != nil, argbVisual != nil, opacity > 0, transform.count == 9, openTransformedLayers.isEmpty,
              let area = Self.coveredArea(of: transform, width: size.width, height: size.height),
              area.width > 0, area.height > 0, area.width * area.height <= Self.largestKeptLayer,
              // Kept only whole: the shape's mask is the buffer, so a layer reaching past its
              // edges is drawn as usual and not kept.
              area.x >= 0, area.y >= 0, area.maxX <= self.width, area.maxY <= self.height,
              let surface = transformedKeepSurface(area) else {
            beginTransformedLayer(width: width, height: height, transform: transform, opacity: opacity, background: background)
            content()
            endTransformedLayer()
            keptLayers.insert(KeptLayer(surface: nil, area: PixelRect(x: 0, y: 0, width: 0, height: 0), size: size,
                                        transform: transform, opacity: opacity), for: key)
            return
        }
        beginTransformedLayer(width: width, height: height, transform: transform, opacity: opacity, background: background)
        content()
        guard let layer = openTransformedLayers.popLast() else { return }
        (pixmap, picture, xftDraw) = layer.target
        clips = layer.savedClips
        applyClip()
        guard let drawn = layer.surface, drawn.hasAlpha else { return }
        render(drawn, through: transform, opacity: opacity, into: surface, at: area)
        let kept = KeptLayer(surface: surface, area: area, size: size, transform: transform, opacity: opacity)
        keptLayers.insert(kept, for: key)
        composite(kept, movedBy: (0, 0))
    }

    /// The layer's picture composited through `transform` into `target`, cleared first, exactly
    /// as onto the buffer but with `area`'s corner at the target's origin.
    private func render(_ layer: LayerSurface, through transform: [Double], opacity: Double, into target: LayerSurface, at area: PixelRect) {
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(display.pointer, PictOpSrc, target.picture, &clear, 0, 0, UInt32(area.width), UInt32(area.height))
        composite(layer, through: transform, opacity: opacity, onto: target.picture, within: area, shift: (-area.x, -area.y))
    }

    /// Composites a kept picture at its area moved by `move`, within the clip.
    private func composite(_ kept: KeptLayer, movedBy move: (dx: Int, dy: Int)) {
        guard let surface = kept.surface else { return }
        let place = PixelRect(x: kept.area.x + move.dx, y: kept.area.y + move.dy, width: kept.area.width, height: kept.area.height)
        let shown = place.intersection(clips.current ?? bounds)
        guard !shown.isEmpty else { return }
        XRenderComposite(display.pointer, PictOpOver, surface.picture, 0, picture,
                         Int32(shown.x - place.x), Int32(shown.y - place.y), 0, 0,
                         Int32(shown.x), Int32(shown.y), UInt32(shown.width), UInt32(shown.height))
    }

    /// A fresh ARGB surface of `area`'s size for a picture to keep.
    private func transformedKeepSurface(_ area: PixelRect) -> LayerSurface? {
        guard let argb = argbVisual else { return nil }
        return try? LayerSurface(display: display, window: window, argb: argb, width: area.width, height: area.height)
    }
}
