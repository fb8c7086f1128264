import CollectionLayout

/// A canvas that draws nothing: frames are composed for what composing does — measuring, the
/// views on screen taken back for reuse — when no picture is wanted, as a UX check played
/// headless composes every frame and takes a picture only when a step asks, or a benchmark.
public final class SilentCanvas: Canvas {
    public init() {}
    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {}
    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {}
    public func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {}
    public func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? { nil }
    public func pushClip(_ rect: Rect) {}
    public func popClip() {}
    public func beginTransparencyLayer(_ rect: Rect, opacity: Double) {}
    public func endTransparencyLayer() {}
    public func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {}
    public func endTransformedLayer() {}
    public func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {}
    public func drawShadow(of shape: Rect, blur: Double, color: Color) {}
}
