import CX11

/// Rounded rectangles, filled and stroked: the corners composited from a mask cached per radius
/// and line width, the straight parts as plain fills.
extension BackBufferCanvas {
    /// Four corner composites from a cached mask, plus plain bands between them.
    func drawRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, lineWidth: Double?, color: RGBAColor,
                         continuous: Bool = false) {
        guard RenderGeometry.isFinite(x, y, width, height, radius), !color.isInvisible, !clips.excludesEverything else { return }
        let left = RenderGeometry.pixel(x), top = RenderGeometry.pixel(y)
        let right = RenderGeometry.pixel(x + width), bottom = RenderGeometry.pixel(y + height)
        guard right > left, bottom > top, right > 0, bottom > 0,
              left < Double(self.width), top < Double(self.height) else { return }
        let w = Int(min(right - left, 2 * RenderGeometry.limit)), h = Int(min(bottom - top, 2 * RenderGeometry.limit))
        let shortSide = Double(min(w, h))
        var stroke = lineWidth
        if let lineWidth = stroke, lineWidth * 2 >= shortSide { stroke = nil }  // the band fills it all
        let shape = CornerShape(radius: min(max(radius, 0), CornerShape.largestRadius(shortSide: shortSide, continuous: continuous)),
                                lineWidth: stroke, continuous: continuous)
        if stroke != nil, shape.isFilled { return }  // thinner than a quarter pixel
        guard shape.extent > 0 else {
            fillRect(x: left, y: top, width: Double(w), height: Double(h), color: color)
            return
        }
        let blocks = CornerBlocks(left: Int(left), top: Int(top), width: w, height: h, extent: shape.extent)
        let (leftBlock, rightBlock, topBlock, bottomBlock) = (blocks.leftWidth, blocks.rightWidth, blocks.topHeight, blocks.bottomHeight)
        let mask = corners.mask(for: shape)
        let source = solids.picture(for: color)
        for corner in blocks.corners {
            compositeCorner(source, mask, maskX: corner.maskX, maskY: corner.maskY, x: corner.block.x, y: corner.block.y,
                            width: corner.block.width, height: corner.block.height)
        }

        let innerWidth = Double(w - leftBlock - rightBlock), innerHeight = Double(h - topBlock - bottomBlock)
        let l2 = left + Double(leftBlock), t2 = top + Double(topBlock)
        if shape.isFilled {
            fillRect(x: l2, y: top, width: innerWidth, height: Double(topBlock), color: color)
            fillRect(x: l2, y: bottom - Double(bottomBlock), width: innerWidth, height: Double(bottomBlock), color: color)
            fillRect(x: left, y: t2, width: Double(w), height: innerHeight, color: color)
        } else {
            let band = shape.lineWidth
            fillRect(x: l2, y: top, width: innerWidth, height: band, color: color)
            fillRect(x: l2, y: bottom - band, width: innerWidth, height: band, color: color)
            fillRect(x: left, y: t2, width: band, height: innerHeight, color: color)
            fillRect(x: right - band, y: t2, width: band, height: innerHeight, color: color)
        }
    }

    private func compositeCorner(_ source: Picture, _ mask: CornerMaskCache.Mask, maskX: Int, maskY: Int, x: Int, y: Int, width: Int, height: Int) {
        guard width > 0, height > 0, x + width > 0, y + height > 0, x < self.width, y < self.height else { return }
        XRenderComposite(display.pointer, PictOpOver, source, mask.picture, picture, 0, 0,
                         Int32(maskX), Int32(maskY), Int32(x), Int32(y), UInt32(width), UInt32(height))
    }
}
