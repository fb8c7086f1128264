import CollectionLayout

/// Draws dynamic colours as one appearance shows them: every colour passed on is resolved for
/// `style` first, as UIKit resolves a dynamic colour against the view's trait collection.
public final class AppearanceCanvas: Canvas {
    /// The canvas drawn on.
    public let base: any Canvas
    /// Light or dark.
    public let style: UserInterfaceStyle

    /// Draws on `base` in `style`.
    public init(_ base: any Canvas, style: UserInterfaceStyle) {
        self.base = base
        self.style = style
    }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        base.fill(rect, color: color.resolved(for: style), cornerRadius: cornerRadius)
    }

    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        base.stroke(rect, color: color.resolved(for: style), cornerRadius: cornerRadius, lineWidth: lineWidth)
    }

    public func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {
        base.strokePolyline(points, color: color.resolved(for: style), lineWidth: lineWidth)
    }

    @discardableResult
    public func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? {
        base.drawText(text, font: font, color: color.resolved(for: style), x: x, baseline: baseline, direction: direction)
    }

    public func pushClip(_ rect: Rect) { base.pushClip(rect) }

    public func popClip() { base.popClip() }

    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners) {
        base.beginRoundedClip(rect, cornerRadius: cornerRadius, corners: corners)
    }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double, curve: CornerCurve) {
        base.fill(rect, color: color.resolved(for: style), cornerRadius: cornerRadius, curve: curve)
    }

    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double, curve: CornerCurve) {
        base.stroke(rect, color: color.resolved(for: style), cornerRadius: cornerRadius, lineWidth: lineWidth, curve: curve)
    }

    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
        base.beginRoundedClip(rect, cornerRadius: cornerRadius, corners: corners, curve: curve)
    }

    public func endRoundedClip() { base.endRoundedClip() }

    public func beginTransparencyLayer(_ rect: Rect, opacity: Double) { base.beginTransparencyLayer(rect, opacity: opacity) }

    public func endTransparencyLayer() { base.endTransparencyLayer() }

    public func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {
        base.beginTransformedLayer(size: size, transform: transform, opacity: opacity, background: background.resolved(for: style))
    }

    public func endTransformedLayer() { base.endTransformedLayer() }

    /// Kept by the base canvas under `key` in this appearance, whose colours the content takes.
    public func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                                     key: AnyHashable, content: () -> Void) {
        base.drawTransformedLayer(size: size, transform: transform, opacity: opacity, background: background.resolved(for: style),
                                  key: AnyHashable([key, AnyHashable(style)]), content: content)
    }

    public func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {
        base.drawImage(image, in: rect, clip: clip, cornerRadius: cornerRadius)
    }

    public func drawShadow(of shape: Rect, blur: Double, color: Color) {
        base.drawShadow(of: shape, blur: blur, color: color.resolved(for: style))
    }
}
