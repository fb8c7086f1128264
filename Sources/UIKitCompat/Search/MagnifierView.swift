import CollectionLayout
import CollectionView

/// The magnifier at the start of a search field, drawn as a ring and a handle in its tint (the
/// pinned fonts have no character for it): the ring two thirds of the glyph's side, the handle
/// down to its bottom right corner.
final class MagnifierView: UIView {
    /// The glyph's side, in points.
    let side: Double

    init(side: Double) {
        self.side = side
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("MagnifierView.init(coder:) is not used")
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let color = tintColor.color
        let line = max(1.5, side / 9)
        let ring = side * 0.68
        let top = rect.minY + (rect.height - side) / 2
        let circle = Rect(x: rect.minX + line / 2, y: top + line / 2, width: ring, height: ring)
        renderer.canvas.stroke(circle, color: color, cornerRadius: ring / 2, lineWidth: line)
        let reach = ring / 2 * 0.7071
        let start = Point(x: circle.midX + reach + line / 2, y: circle.midY + reach + line / 2)
        let end = Point(x: rect.minX + side - line / 2, y: top + side - line / 2)
        renderer.canvas.strokePolyline([start, end], color: color, lineWidth: line * 1.2)
    }
}
