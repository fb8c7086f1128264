import CX11

extension BackBufferCanvas {
    /// Starts clipping to `x, y, width, height` (grown to whole pixels) with the corners named
    /// rounded by `radius`, as Core Animation clips a layer that masks to its rounded bounds.
    ///
    /// What is drawn until the matching `endRoundedClip()` goes to a layer that starts as a copy
    /// of what lies under it; the layer is composited back whole inside the straight edges and
    /// through the corners' anti-aliased masks at the rounded ones, so what lies outside an arc
    /// stays as it was.
    public func beginRoundedClip(x: Double, y: Double, width: Double, height: Double, radius: Double,
                                 topLeft: Bool = true, topRight: Bool = true, bottomLeft: Bool = true, bottomRight: Bool = true) {
        let left = Int(RenderGeometry.pixel(x)), top = Int(RenderGeometry.pixel(y))
        let rect = PixelRect(x: left, y: top, width: max(0, Int(RenderGeometry.pixel(x + width)) - left),
                             height: max(0, Int(RenderGeometry.pixel(y + height)) - top))
        let shortSide = Double(min(rect.width, rect.height))
        let shape = CornerShape(radius: RenderGeometry.isFinite(radius) ? min(max(radius, 0), shortSide / 2) : 0, lineWidth: nil)
        beginTransparencyLayer(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height), opacity: 1)
        guard var layer = openLayers.popLast() else { return }
        layer.rounding = RoundedClip(rect: rect, shape: shape, corners: (topLeft, topRight, bottomLeft, bottomRight))
        openLayers.append(layer)
    }

    /// Composites the innermost rounded clip's layer back through its corners.
    public func endRoundedClip() {
        guard let layer = openLayers.last, let rounding = layer.rounding, rounding.shape.extent > 0 else {
            endTransparencyLayer()
            return
        }
        openLayers.removeLast()
        clips.pop()
        let layerPicture = picture
        let drewOffscreen = layerPicture != layer.target.picture
        (pixmap, picture, xftDraw) = layer.target
        applyClip()
        guard !layer.area.isEmpty else { return }
        guard drewOffscreen else { return }
        let rect = rounding.rect, extent = rounding.shape.extent
        // The corner blocks meet in the middle of a rectangle narrower than two corners.
        let (leftBlock, rightBlock) = 2 * extent <= rect.width ? (extent, extent) : (rect.width / 2, rect.width - rect.width / 2)
        let (topBlock, bottomBlock) = 2 * extent <= rect.height ? (extent, extent) : (rect.height / 2, rect.height - rect.height / 2)
        let r = rect.x + rect.width, b = rect.y + rect.height, side = 2 * extent
        let mask = corners.mask(for: rounding.shape)
        let bands = [
            PixelRect(x: rect.x + leftBlock, y: rect.y, width: rect.width - leftBlock - rightBlock, height: rect.height),
            PixelRect(x: rect.x, y: rect.y + topBlock, width: leftBlock, height: rect.height - topBlock - bottomBlock),
            PixelRect(x: r - rightBlock, y: rect.y + topBlock, width: rightBlock, height: rect.height - topBlock - bottomBlock),
        ]
        for band in bands { composite(layerPicture, mask: 0, maskX: 0, maskY: 0, band, within: layer.area) }
        let cornerBlocks = [
            (rounding.corners.topLeft, PixelRect(x: rect.x, y: rect.y, width: leftBlock, height: topBlock), 0, 0),
            (rounding.corners.topRight, PixelRect(x: r - rightBlock, y: rect.y, width: rightBlock, height: topBlock), side - rightBlock, 0),
            (rounding.corners.bottomLeft, PixelRect(x: rect.x, y: b - bottomBlock, width: leftBlock, height: bottomBlock), 0, side - bottomBlock),
            (rounding.corners.bottomRight, PixelRect(x: r - rightBlock, y: b - bottomBlock, width: rightBlock, height: bottomBlock),
             side - rightBlock, side - bottomBlock),
        ]
        for (rounded, block, maskX, maskY) in cornerBlocks {
            composite(layerPicture, mask: rounded ? mask.picture : 0, maskX: maskX, maskY: maskY, block, within: layer.area)
        }
    }

    /// Composites `block` of `layer` (cut to `area`) onto the canvas, through `mask` read from
    /// (`maskX`, `maskY`) at the block's top left when there is one.
    private func composite(_ layer: Picture, mask: Picture, maskX: Int, maskY: Int, _ block: PixelRect, within area: PixelRect) {
        let shown = block.intersection(area)
        guard !shown.isEmpty else { return }
        XRenderComposite(display.pointer, PictOpOver, layer, mask, picture, Int32(shown.x), Int32(shown.y),
                         Int32(maskX + shown.x - block.x), Int32(maskY + shown.y - block.y),
                         Int32(shown.x), Int32(shown.y), UInt32(shown.width), UInt32(shown.height))
    }
}
