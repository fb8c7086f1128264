import CollectionLayout

/// Draws in points on a canvas of device pixels, `scale` pixels a point, as UIKit renders at a
/// screen's display scale: every rectangle, radius, line width and font size is multiplied, so
/// text is shaped at its pixel size and edges fall on device pixels (half points at 2x).
public final class ScaledCanvas: Canvas {
    /// The canvas of device pixels.
    public let base: any Canvas
    /// Pixels a point.
    public let scale: Double

    /// Draws on `base` at `scale` pixels a point.
    public init(_ base: any Canvas, scale: Double) {
        self.base = base
        self.scale = scale
    }

    private func pixels(_ rect: Rect) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    private func pixels(_ size: Size) -> Size {
        Size(width: size.width * scale, height: size.height * scale)
    }

    /// A layer is drawn in pixels: its transform takes a layer pixel back to points, through
    /// `transform`, and on to screen pixels.
    private func pixels(_ transform: ProjectiveTransform) -> ProjectiveTransform {
        let toPoints = ProjectiveTransform([1 / scale, 0, 0, 0, 1 / scale, 0, 0, 0, 1])
        let toPixels = ProjectiveTransform([scale, 0, 0, 0, scale, 0, 0, 0, 1])
        return toPoints.concatenating(transform).concatenating(toPixels)
    }

    private func points(_ rect: Rect) -> Rect {
        Rect(x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale)
    }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        base.fill(pixels(rect), color: color, cornerRadius: cornerRadius * scale)
    }

    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        base.stroke(pixels(rect), color: color, cornerRadius: cornerRadius * scale, lineWidth: lineWidth * scale)
    }

    public func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {
        base.strokePolyline(points.map { Point(x: $0.x * scale, y: $0.y * scale) }, color: color, lineWidth: lineWidth * scale)
    }

    @discardableResult
    public func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? {
        var scaled = font
        scaled.size *= scale
        return base.drawText(text, font: scaled, color: color, x: x * scale, baseline: baseline * scale, direction: direction).map(points)
    }

    public func pushClip(_ rect: Rect) { base.pushClip(pixels(rect)) }

    public func popClip() { base.popClip() }

    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners) {
        base.beginRoundedClip(pixels(rect), cornerRadius: cornerRadius * scale, corners: corners)
    }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double, curve: CornerCurve) {
        base.fill(pixels(rect), color: color, cornerRadius: cornerRadius * scale, curve: curve)
    }

    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double, curve: CornerCurve) {
        base.stroke(pixels(rect), color: color, cornerRadius: cornerRadius * scale, lineWidth: lineWidth * scale, curve: curve)
    }

    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
        base.beginRoundedClip(pixels(rect), cornerRadius: cornerRadius * scale, corners: corners, curve: curve)
    }

    public func endRoundedClip() { base.endRoundedClip() }

    public func beginTransparencyLayer(_ rect: Rect, opacity: Double) {
        base.beginTransparencyLayer(pixels(rect), opacity: opacity)
    }

    public func endTransparencyLayer() { base.endTransparencyLayer() }

    public func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {
        base.beginTransformedLayer(size: pixels(size), transform: pixels(transform), opacity: opacity, background: background)
    }

    public func endTransformedLayer() { base.endTransformedLayer() }

    /// Kept by the base canvas under `key` at this scale.
    public func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                                     key: AnyHashable, content: () -> Void) {
        base.drawTransformedLayer(size: pixels(size), transform: pixels(transform), opacity: opacity,
                                  background: background, key: AnyHashable([key, AnyHashable(scale)]), content: content)
    }

    public func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {
        base.drawImage(image, in: pixels(rect), clip: pixels(clip), cornerRadius: cornerRadius * scale)
    }

    public func drawShadow(of shape: Rect, blur: Double, color: Color) {
        base.drawShadow(of: pixels(shape), blur: blur * scale, color: color)
    }
}
