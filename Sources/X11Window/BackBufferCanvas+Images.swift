import CX11

extension BackBufferCanvas {
    /// Composites `image` (uploaded once under `key`) scaled to fill the rectangle at (`x`, `y`),
    /// `width` by `height` pixels, showing only what lies in the clip rectangle, whose corners are
    /// rounded by `radius`.
    public func drawImage(_ image: RGBAImage, key: UInt64, x: Double, y: Double, width: Double, height: Double,
                          clipX: Double, clipY: Double, clipWidth: Double, clipHeight: Double, radius: Double) {
        guard RenderGeometry.isFinite(x, y, width, height, clipX, clipY, clipWidth, clipHeight, radius),
              width >= 1, height >= 1, image.width > 0, image.height > 0, !clips.excludesEverything,
              let argb = argbVisual else { return }
        let clipLeft = RenderGeometry.pixel(clipX), clipTop = RenderGeometry.pixel(clipY)
        let clipRight = RenderGeometry.pixel(clipX + clipWidth), clipBottom = RenderGeometry.pixel(clipY + clipHeight)
        let left = max(RenderGeometry.pixel(x), clipLeft, 0), top = max(RenderGeometry.pixel(y), clipTop, 0)
        let right = min(RenderGeometry.pixel(x + width), clipRight, Double(self.width))
        let bottom = min(RenderGeometry.pixel(y + height), clipBottom, Double(self.height))
        guard right > left, bottom > top else { return }
        let dpy = display.pointer
        let entry = images.entry(key, image: image, display: display, window: window, argb: argb)
        // Each destination pixel samples the image at its distance from the rectangle's corner
        // times the image's pixels per destination pixel.
        let scaleX = XFixed((65536 * Double(image.width) / width).rounded())
        let scaleY = XFixed((65536 * Double(image.height) / height).rounded())
        var matrix = XTransform(matrix: ((scaleX, 0, 0), (0, scaleY, 0), (0, 0, XFixed(65536))))
        XRenderSetPictureTransform(dpy, entry.picture, &matrix)
        var mask: Picture = 0
        let clipPixelWidth = Int(clipRight - clipLeft), clipPixelHeight = Int(clipBottom - clipTop)
        if radius > 0, clipPixelWidth > 0, clipPixelHeight > 0 {
            let limited = min(radius, Double(min(clipPixelWidth, clipPixelHeight)) / 2)
            let key = ImagePictureCache.MaskKey(width: clipPixelWidth, height: clipPixelHeight, quarterRadius: Int((limited * 4).rounded()))
            mask = images.mask(key, display: display, format: a8Format).picture
        }
        XRenderComposite(dpy, PictOpOver, entry.picture, mask, picture,
                         Int32(left - RenderGeometry.pixel(x)), Int32(top - RenderGeometry.pixel(y)),
                         Int32(left - clipLeft), Int32(top - clipTop),
                         Int32(left), Int32(top), UInt32(right - left), UInt32(bottom - top))
    }
}
