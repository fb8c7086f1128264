import CX11

extension BackBufferCanvas {
    /// Draws the shadow a rectangle casts, as Core Animation draws a layer's: the rectangle at
    /// (`x`, `y`), `width` by `height` pixels (snapped to whole pixels), blurred by a Gaussian of
    /// standard deviation `sigma` pixels, in `color` at its alpha, reaching 3σ past it. The
    /// rectangle's own rounded corners are left out: under a blur as wide as the corner they
    /// change a fraction of a level. Blurs under a quarter pixel draw the rectangle flat.
    public func drawShadow(x: Double, y: Double, width: Double, height: Double, sigma: Double, color: RGBAColor) {
        guard RenderGeometry.isFinite(x, y, width, height, sigma), width > 0, height > 0, sigma >= 0,
              !color.isInvisible, !clips.excludesEverything else { return }
        let sigmaQuarters = Int((sigma * 4).rounded())
        guard sigmaQuarters > 0 else {
            fillRect(x: x, y: y, width: width, height: height, color: color)
            return
        }
        let left = Int(RenderGeometry.clamped(RenderGeometry.pixel(x))), top = Int(RenderGeometry.clamped(RenderGeometry.pixel(y)))
        let right = Int(RenderGeometry.clamped(RenderGeometry.pixel(x + width)))
        let bottom = Int(RenderGeometry.clamped(RenderGeometry.pixel(y + height)))
        guard right > left, bottom > top else { return }
        let reach = ShadowMask.reach(sigma: Double(sigmaQuarters) / 4)
        guard left - reach < self.width, top - reach < self.height, right + reach > 0, bottom + reach > 0 else { return }
        let source = solids.picture(for: color)
        let shapeWidth = right - left, shapeHeight = bottom - top
        guard shapeWidth >= 2 * reach, shapeHeight >= 2 * reach else {
            let mask = shadows.whole(width: shapeWidth, height: shapeHeight, sigmaQuarters: sigmaQuarters)
            composite(source, mask: mask.picture, maskX: 0, maskY: 0, x: left - reach, y: top - reach, width: mask.width, height: mask.height)
            return
        }
        let slices = shadows.slices(sigmaQuarters: sigmaQuarters)
        let span = 2 * reach
        let innerWidth = shapeWidth - span, innerHeight = shapeHeight - span
        let outerLeft = left - reach, outerTop = top - reach, innerRight = right - reach, innerBottom = bottom - reach
        let corners = slices.corners.picture
        composite(source, mask: corners, maskX: 0, maskY: 0, x: outerLeft, y: outerTop, width: span, height: span)
        composite(source, mask: corners, maskX: span, maskY: 0, x: innerRight, y: outerTop, width: span, height: span)
        composite(source, mask: corners, maskX: 0, maskY: span, x: outerLeft, y: innerBottom, width: span, height: span)
        composite(source, mask: corners, maskX: span, maskY: span, x: innerRight, y: innerBottom, width: span, height: span)
        let column = slices.column.picture, row = slices.row.picture
        composite(source, mask: column, maskX: 0, maskY: 0, x: left + reach, y: outerTop, width: innerWidth, height: span)
        composite(source, mask: column, maskX: 0, maskY: span, x: left + reach, y: innerBottom, width: innerWidth, height: span)
        composite(source, mask: row, maskX: 0, maskY: 0, x: outerLeft, y: top + reach, width: span, height: innerHeight)
        composite(source, mask: row, maskX: span, maskY: 0, x: innerRight, y: top + reach, width: span, height: innerHeight)
        let middle = PixelRect(x: left + reach, y: top + reach, width: innerWidth, height: innerHeight).intersection(bounds)
        guard !middle.isEmpty else { return }
        var renderColor = color.renderColor
        XRenderFillRectangle(display.pointer, PictOpOver, picture, &renderColor,
                             Int32(middle.x), Int32(middle.y), UInt32(middle.width), UInt32(middle.height))
    }

    /// Composites `source` through `mask` onto the rectangle at (`x`, `y`), the mask's pixel
    /// (`maskX`, `maskY`) at its corner, sending only the part on the buffer.
    private func composite(_ source: Picture, mask: Picture, maskX: Int, maskY: Int, x: Int, y: Int, width: Int, height: Int) {
        let shown = PixelRect(x: x, y: y, width: width, height: height).intersection(bounds)
        guard !shown.isEmpty else { return }
        XRenderComposite(display.pointer, PictOpOver, source, mask, picture, 0, 0,
                         Int32(maskX + shown.x - x), Int32(maskY + shown.y - y),
                         Int32(shown.x), Int32(shown.y), UInt32(shown.width), UInt32(shown.height))
    }
}
