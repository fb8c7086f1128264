import CollectionLayout
import CollectionView
import X11Window

/// The collection view's `Canvas` drawn onto a window's back buffer, with the fonts that
/// measured the text. Once the connection to the server is lost it draws nothing: a request
/// then can overrun Xlib's buffer, and the frame is thrown away (the owner reports the loss).
final class X11Canvas: Canvas {
    private let target: BackBufferCanvas
    private let fonts: XftTextMeasurer

    init(window: Window, fonts: XftTextMeasurer) {
        self.target = window.canvas
        self.fonts = fonts
    }

    func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        fill(rect, color: color, cornerRadius: cornerRadius, curve: .circular)
    }

    func fill(_ rect: Rect, color: Color, cornerRadius: Double, curve: CornerCurve) {
        guard !target.isConnectionLost else { return }
        if cornerRadius > 0 {
            target.fillRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radius: cornerRadius, color: Self.rgba(color),
                                   continuous: curve == .continuous)
        } else {
            target.fillRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, color: Self.rgba(color))
        }
    }

    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        stroke(rect, color: color, cornerRadius: cornerRadius, lineWidth: lineWidth, curve: .circular)
    }

    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double, curve: CornerCurve) {
        guard !target.isConnectionLost else { return }
        target.strokeRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
                                 radius: cornerRadius, lineWidth: lineWidth, color: Self.rgba(color), continuous: curve == .continuous)
    }

    func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {
        guard !target.isConnectionLost else { return }
        target.strokePolyline(points.map { (x: $0.x, y: $0.y) }, lineWidth: lineWidth, color: Self.rgba(color))
    }

    func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? {
        guard !target.isConnectionLost else { return nil }
        let textDirection: TextDirection? = switch direction {
        case nil: nil
        case .leftToRight?: .leftToRight
        case .rightToLeft?: .rightToLeft
        }
        return target.drawText(text, font: fonts.font(font), x: x, baseline: baseline, color: Self.rgba(color), direction: textDirection)
            .map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    func pushClip(_ rect: Rect) {
        guard !target.isConnectionLost else { return }
        target.pushClip(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func popClip() {
        guard !target.isConnectionLost else { return }
        target.popClip()
    }

    func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners) {
        beginRoundedClip(rect, cornerRadius: cornerRadius, corners: corners, curve: .circular)
    }

    func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
        guard !target.isConnectionLost else { return }
        target.beginRoundedClip(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radius: cornerRadius,
                                topLeft: corners.contains(.topLeft), topRight: corners.contains(.topRight),
                                bottomLeft: corners.contains(.bottomLeft), bottomRight: corners.contains(.bottomRight),
                                continuous: curve == .continuous)
    }

    func endRoundedClip() {
        guard !target.isConnectionLost else { return }
        target.endRoundedClip()
    }

    func beginTransparencyLayer(_ rect: Rect, opacity: Double) {
        guard !target.isConnectionLost else { return }
        target.beginTransparencyLayer(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, opacity: opacity)
    }

    func endTransparencyLayer() {
        guard !target.isConnectionLost else { return }
        target.endTransparencyLayer()
    }

    func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {
        guard !target.isConnectionLost else { return }
        target.beginTransformedLayer(width: size.width, height: size.height, transform: transform.numbers, opacity: opacity,
                                     background: Self.rgba(background))
    }

    func endTransformedLayer() {
        guard !target.isConnectionLost else { return }
        target.endTransformedLayer()
    }

    func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                              key: AnyHashable, content: () -> Void) {
        guard !target.isConnectionLost else { return }
        target.drawTransformedLayer(width: size.width, height: size.height, transform: transform.numbers, opacity: opacity,
                                    background: Self.rgba(background), key: key, content: content)
    }

    func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {
        guard !target.isConnectionLost else { return }
        target.drawImage(RGBAImage(width: image.width, height: image.height, pixels: image.pixels), key: image.id,
                         x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
                         clipX: clip.minX, clipY: clip.minY, clipWidth: clip.width, clipHeight: clip.height, radius: cornerRadius)
    }

    func drawShadow(of shape: Rect, blur: Double, color: Color) {
        guard !target.isConnectionLost else { return }
        target.drawShadow(x: shape.minX, y: shape.minY, width: shape.width, height: shape.height, sigma: blur, color: Self.rgba(color))
    }

    static func rgba(_ color: Color) -> RGBAColor {
        RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
