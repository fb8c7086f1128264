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
                                 topLeft: Bool = true, topRight: Bool = true, bottomLeft: Bool = true, bottomRight: Bool = true,
                                 continuous: Bool = false) {
        let left = Int(RenderGeometry.pixel(x)), top = Int(RenderGeometry.pixel(y))
        let rect = PixelRect(x: left, y: top, width: max(0, Int(RenderGeometry.pixel(x + width)) - left),
                             height: max(0, Int(RenderGeometry.pixel(y + height)) - top))
        let shortSide = Double(min(rect.width, rect.height))
        let largest = CornerShape.largestRadius(shortSide: shortSide, continuous: continuous)
        let shape = CornerShape(radius: RenderGeometry.isFinite(radius) ? min(max(radius, 0), largest) : 0, lineWidth: nil, continuous: continuous)
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
        let rect = rounding.rect
        let blocks = CornerBlocks(left: rect.x, top: rect.y, width: rect.width, height: rect.height, extent: rounding.shape.extent)
        let mask = corners.mask(for: rounding.shape)
        let bands = [
            PixelRect(x: blocks.left + blocks.leftWidth, y: blocks.top, width: rect.width - blocks.leftWidth - blocks.rightWidth, height: rect.height),
            PixelRect(x: blocks.left, y: blocks.top + blocks.topHeight, width: blocks.leftWidth,
                      height: rect.height - blocks.topHeight - blocks.bottomHeight),
            PixelRect(x: blocks.right - blocks.rightWidth, y: blocks.top + blocks.topHeight, width: blocks.rightWidth,
                      height: rect.height - blocks.topHeight - blocks.bottomHeight),
        ]
        for band in bands { composite(layerPicture, mask: 0, maskX: 0, maskY: 0, band, within: layer.area) }
        let rounded = [rounding.corners.topLeft, rounding.corners.topRight, rounding.corners.bottomLeft, rounding.corners.bottomRight]
        for (corner, isRounded) in zip(blocks.corners, rounded) {
            composite(layerPicture, mask: isRounded ? mask.picture : 0, maskX: corner.maskX, maskY: corner.maskY, corner.block, within: layer.area)
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
