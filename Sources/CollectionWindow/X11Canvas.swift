import CollectionLayout
import CollectionView
import X11Window

/// The collection view's `Canvas` drawn onto a window's back buffer, with the fonts that
/// measured the text.
final class X11Canvas: Canvas {
    private let target: BackBufferCanvas
    private let fonts: XftTextMeasurer

    init(window: Window, fonts: XftTextMeasurer) {
        self.target = window.canvas
        self.fonts = fonts
    }

    func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        if cornerRadius > 0 {
            target.fillRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radius: cornerRadius, color: Self.rgba(color))
        } else {
            target.fillRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, color: Self.rgba(color))
        }
    }

    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        target.strokeRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
                                 radius: cornerRadius, lineWidth: lineWidth, color: Self.rgba(color))
    }

    func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {
        target.strokePolyline(points.map { (x: $0.x, y: $0.y) }, lineWidth: lineWidth, color: Self.rgba(color))
    }

    func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? {
        let textDirection: TextDirection? = switch direction {
        case nil: nil
        case .leftToRight?: .leftToRight
        case .rightToLeft?: .rightToLeft
        }
        return target.drawText(text, font: fonts.font(font), x: x, baseline: baseline, color: Self.rgba(color), direction: textDirection)
            .map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    func pushClip(_ rect: Rect) {
        target.pushClip(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func popClip() {
        target.popClip()
    }

    func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners) {
        target.beginRoundedClip(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radius: cornerRadius,
                                topLeft: corners.contains(.topLeft), topRight: corners.contains(.topRight),
                                bottomLeft: corners.contains(.bottomLeft), bottomRight: corners.contains(.bottomRight))
    }

    func endRoundedClip() {
        target.endRoundedClip()
    }

    func beginTransparencyLayer(_ rect: Rect, opacity: Double) {
        target.beginTransparencyLayer(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, opacity: opacity)
    }

    func endTransparencyLayer() {
        target.endTransparencyLayer()
    }

    func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {
        target.beginTransformedLayer(width: size.width, height: size.height, transform: transform.numbers, opacity: opacity,
                                     background: Self.rgba(background))
    }

    func endTransformedLayer() {
        target.endTransformedLayer()
    }

    func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                              key: AnyHashable, content: () -> Void) {
        target.drawTransformedLayer(width: size.width, height: size.height, transform: transform.numbers, opacity: opacity,
                                    background: Self.rgba(background), key: key, content: content)
    }

    func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {
        target.drawImage(RGBAImage(width: image.width, height: image.height, pixels: image.pixels), key: image.id,
                         x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
                         clipX: clip.minX, clipY: clip.minY, clipWidth: clip.width, clipHeight: clip.height, radius: cornerRadius)
    }

    static func rgba(_ color: Color) -> RGBAColor {
        RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
