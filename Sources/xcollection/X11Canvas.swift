import CollectionLayout
import CollectionView
import X11Window

/// The collection view's `Canvas` drawn onto the window's back buffer.
final class X11Canvas: Canvas {
    private let window: Window
    private let target: BackBufferCanvas
    private let fonts: FontBook

    init(window: Window, fonts: FontBook) {
        self.window = window
        self.target = window.canvas
        self.fonts = fonts
    }

    func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        if cornerRadius > 0 {
            target.fillRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, radius: cornerRadius, color: rgba(color))
        } else {
            target.fillRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, color: rgba(color))
        }
    }

    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        target.strokeRoundedRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
                                 radius: cornerRadius, lineWidth: lineWidth, color: rgba(color))
    }

    func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {
        target.strokePolyline(points.map { (x: $0.x, y: $0.y) }, lineWidth: lineWidth, color: rgba(color))
    }

    func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double) -> Rect? {
        target.drawText(text, font: fonts.font(font), x: x, baseline: baseline, color: rgba(color))
            .map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    func pushClip(_ rect: Rect) {
        target.pushClip(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func popClip() {
        target.popClip()
    }

    /// Scrolls what the window shows, in the server; the strip is then drawn into the back
    /// buffer and shown on its own, so the back buffer outside it goes stale until the next
    /// full frame (exposures ask for one).
    func scroll(dx: Double, dy: Double) {
        window.scrollContents(dx: Int(dx.rounded()), dy: Int(dy.rounded()))
    }

    /// Moves only the painted pixels, when the rest of the window is background: they land
    /// in `moved`, and what they leave (`uncovered`) is cleared.
    func scroll(dx: Double, dy: Double, painted: PaintedArea, background: Color) {
        let x = Int(dx.rounded()), y = Int(dy.rounded())
        let bounds = PixelRegion.Box(x0: 0, y0: 0, x1: window.width, y1: window.height)
        let source = PixelRegion(covering: painted.rects, within: bounds)
        let moved = source.offsetBy(dx: x, dy: y).clipped(to: bounds)
        let uncovered = source.subtracting(moved)
        window.scrollContents(dx: x, dy: y, moved: moved.boxes.map(Self.pixelBox),
                              uncovered: uncovered.boxes.map(Self.pixelBox), background: rgba(background))
    }

    /// Shows a scrolled frame's strip: its painted parts from the back buffer, the rest cleared
    /// to the background straight on the window — most of a strip is background, and a fill
    /// costs the server half what a copy does.
    func presentStrip(_ strip: Rect, painted: PaintedArea, background: Color) {
        guard painted.area < strip.width * strip.height / 2 else {
            // Mostly painted: one copy of it all is cheaper than many of its pieces.
            window.present(x: Int(strip.minX), y: Int(strip.minY), width: Int(strip.width.rounded(.up)), height: Int(strip.height.rounded(.up)))
            return
        }
        let bounds = PixelRegion.Box(x0: 0, y0: 0, x1: window.width, y1: window.height)
        let whole = PixelRegion(covering: [strip], within: bounds)
        // Covering the painted rects within the strip's box cuts them to it as it goes.
        let shown = PixelRegion(covering: painted.rects, within: whole.boxes.first ?? PixelRegion.Box(x0: 0, y0: 0, x1: 0, y1: 0))
        window.present(boxes: shown.boxes.map(Self.pixelBox), clearing: whole.subtracting(shown).boxes.map(Self.pixelBox),
                       background: rgba(background))
    }

    private static func pixelBox(_ box: PixelRegion.Box) -> (x: Int, y: Int, width: Int, height: Int) {
        (box.x0, box.y0, box.width, box.height)
    }

    private func rgba(_ color: Color) -> RGBAColor {
        RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
