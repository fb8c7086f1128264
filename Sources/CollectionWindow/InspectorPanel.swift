import CollectionLayout
import CollectionView

/// The inspector's panel beside the pointer: what the element under it is and where it came
/// from, in a dark rounded box kept inside the window.
struct InspectorPanel {
    let lines: [String]

    static let background = Color(hex: 0x1C1C1E)
    static let padding = 8.0
    static let titleFont = FontSpec(size: 12, weight: .semibold)
    static let font = FontSpec(size: 12)

    func draw(on canvas: any Canvas, near pointer: Point, in size: Size, measurer: any TextMeasuring) {
        let metrics = measurer.metrics(of: Self.font)
        let lineHeight = (metrics.lineHeight * 1.2).rounded()
        let widths = lines.enumerated().map { measurer.advance(of: Substring($1), font: $0 == 0 ? Self.titleFont : Self.font) }
        let width = Swift.min(size.width - 8, ((widths.max() ?? 0) + 2 * Self.padding).rounded(.up))
        let height = Double(lines.count) * lineHeight + 2 * Self.padding
        // Below and to the right of the pointer, or flipped where the window ends.
        var x = pointer.x + 14, y = pointer.y + 18
        if x + width > size.width - 4 { x = Swift.max(4, pointer.x - 14 - width) }
        if y + height > size.height - 4 { y = Swift.max(4, pointer.y - 10 - height) }
        let frame = Rect(x: x.rounded(), y: y.rounded(), width: width, height: height)
        canvas.fill(frame, color: Self.background, cornerRadius: 8)
        canvas.pushClip(frame)
        for (index, line) in lines.enumerated() {
            let baseline = metrics.baseline(ofLineAt: frame.minY + Self.padding + Double(index) * lineHeight, height: lineHeight)
            canvas.drawText(Substring(line), font: index == 0 ? Self.titleFont : Self.font,
                            color: index == 0 ? .white : Color(hex: 0xD1D1D6), x: frame.minX + Self.padding, baseline: baseline)
        }
        canvas.popClip()
    }
}
