import CollectionLayout

/// Draws on `base` with every coordinate moved by `offset`: a scroll view inside a screen draws
/// its content with the engine as if it were a screen of its own, at its place on the screen.
///
/// Drawing inside a transformed layer is in that layer's own coordinates and is passed on as it
/// is; the layer itself is placed through the move.
public final class TranslatedCanvas: Canvas {
    /// The canvas drawn on.
    public let base: any Canvas
    /// How far everything moves: where this canvas's origin lies on `base`.
    public let offset: Point
    /// How many transformed layers are open: inside one, coordinates are the layer's.
    private var layerDepth = 0

    /// Draws on `base` moved by `offset`.
    public init(_ base: any Canvas, by offset: Point) {
        self.base = base
        self.offset = offset
    }

    private func moved(_ rect: Rect) -> Rect {
        guard layerDepth == 0 else { return rect }
        return Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
    }

    private func moved(_ point: Point) -> Point {
        guard layerDepth == 0 else { return point }
        return Point(x: point.x + offset.x, y: point.y + offset.y)
    }

    private func moved(_ transform: ProjectiveTransform) -> ProjectiveTransform {
        guard layerDepth == 0 else { return transform }
        return transform.concatenating(.translation(x: offset.x, y: offset.y))
    }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        base.fill(moved(rect), color: color, cornerRadius: cornerRadius)
    }

    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        base.stroke(moved(rect), color: color, cornerRadius: cornerRadius, lineWidth: lineWidth)
    }

    public func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {
        base.strokePolyline(points.map(moved), color: color, lineWidth: lineWidth)
    }

    @discardableResult
    public func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? {
        let dx = layerDepth == 0 ? offset.x : 0, dy = layerDepth == 0 ? offset.y : 0
        return base.drawText(text, font: font, color: color, x: x + dx, baseline: baseline + dy, direction: direction)
            .map { Rect(x: $0.minX - dx, y: $0.minY - dy, width: $0.width, height: $0.height) }
    }

    public func pushClip(_ rect: Rect) { base.pushClip(moved(rect)) }

    public func popClip() { base.popClip() }

    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners) {
        base.beginRoundedClip(moved(rect), cornerRadius: cornerRadius, corners: corners)
    }

    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
        base.beginRoundedClip(moved(rect), cornerRadius: cornerRadius, corners: corners, curve: curve)
    }

    public func endRoundedClip() { base.endRoundedClip() }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double, curve: CornerCurve) {
        base.fill(moved(rect), color: color, cornerRadius: cornerRadius, curve: curve)
    }

    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double, curve: CornerCurve) {
        base.stroke(moved(rect), color: color, cornerRadius: cornerRadius, lineWidth: lineWidth, curve: curve)
    }

    public func beginTransparencyLayer(_ rect: Rect, opacity: Double) {
        base.beginTransparencyLayer(moved(rect), opacity: opacity)
    }

    public func endTransparencyLayer() { base.endTransparencyLayer() }

    public func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {
        base.beginTransformedLayer(size: size, transform: moved(transform), opacity: opacity, background: background)
        layerDepth += 1
    }

    public func endTransformedLayer() {
        layerDepth -= 1
        base.endTransformedLayer()
    }

    public func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                                     key: AnyHashable, content: () -> Void) {
        base.drawTransformedLayer(size: size, transform: moved(transform), opacity: opacity, background: background, key: key) {
            layerDepth += 1
            content()
            layerDepth -= 1
        }
    }

    public func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {
        base.drawImage(image, in: moved(rect), clip: moved(clip), cornerRadius: cornerRadius)
    }

    public func drawShadow(of shape: Rect, blur: Double, color: Color) {
        base.drawShadow(of: moved(shape), blur: blur, color: color)
    }
}
