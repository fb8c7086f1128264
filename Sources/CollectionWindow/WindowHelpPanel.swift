import CollectionLayout
import CollectionView

/// The key help in a dark rounded panel in the middle of the window, over the collection view:
/// the keys in one column, what they do in the next — or, in a window too narrow for both, what
/// they do under the keys.
struct WindowHelpPanel {
    let lines: [KeyHelp]

    static let background = Color(hex: 0x1C1C1E)
    static let padding = 16.0
    static let columnGap = 16.0
    static let keyFont = FontSpec(size: 13, weight: .semibold)
    static let actionFont = FontSpec(size: 13)

    private func width(_ text: String, _ font: FontSpec, _ measurer: any TextMeasuring) -> Double {
        measurer.advance(of: Substring(text), font: font)
    }

    func draw(on canvas: any Canvas, size: Size, measurer: any TextMeasuring) {
        let metrics = measurer.metrics(of: Self.actionFont)
        let lineHeight = (metrics.lineHeight * 1.3).rounded()
        let keysWidth = lines.map { width($0.keys, Self.keyFont, measurer) }.max() ?? 0
        let actionsWidth = lines.map { width($0.action, Self.actionFont, measurer) }.max() ?? 0
        let sideBySide = keysWidth + Self.columnGap + actionsWidth + 2 * Self.padding <= size.width - 16
        let contentWidth = sideBySide ? keysWidth + Self.columnGap + actionsWidth : Swift.max(keysWidth, actionsWidth + Self.padding)
        let rows = Double(lines.count * (sideBySide ? 1 : 2))
        let panelWidth = Swift.min(size.width - 16, (contentWidth + 2 * Self.padding).rounded(.up))
        let panelHeight = Swift.min(size.height - 16, rows * lineHeight + 2 * Self.padding)
        let frame = Rect(x: ((size.width - panelWidth) / 2).rounded(), y: ((size.height - panelHeight) / 2).rounded(),
                         width: panelWidth, height: panelHeight)
        canvas.fill(frame, color: Self.background, cornerRadius: 12)
        canvas.pushClip(frame)
        let keysX = frame.minX + Self.padding
        let actionX = sideBySide ? (keysX + keysWidth + Self.columnGap).rounded() : keysX + Self.padding
        func baseline(_ row: Int) -> Double {
            metrics.baseline(ofLineAt: frame.minY + Self.padding + Double(row) * lineHeight, height: lineHeight)
        }
        for (index, line) in lines.enumerated() {
            let row = sideBySide ? index : 2 * index
            canvas.drawText(Substring(line.keys), font: Self.keyFont, color: .white, x: keysX, baseline: baseline(row))
            canvas.drawText(Substring(line.action), font: Self.actionFont, color: Color(hex: 0xD1D1D6), x: actionX,
                            baseline: baseline(sideBySide ? row : row + 1))
        }
        canvas.popClip()
    }
}
