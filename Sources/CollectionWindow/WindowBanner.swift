import CollectionLayout
import CollectionView

/// A message across the top of the window, over the collection view: what a program says
/// while what it shows is not what was asked for (a reloaded file that did not read).
struct WindowBanner {
    let message: String

    static let background = Color(hex: 0xB3261E)
    static let padding = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    static let font = FontSpec(size: 13, weight: .semibold)

    private var label: TextLabel {
        TextLabel(message, font: Self.font, color: .white, numberOfLines: 3)
    }

    /// The banner's frame across a window `width` wide: as tall as its text wraps to.
    func frame(width: Double, measurer: any TextMeasuring) -> Rect {
        let textWidth = Swift.max(1, width - Self.padding.leading - Self.padding.trailing)
        let height = TextLayout(label: label, width: textWidth, measurer: measurer).height + Self.padding.top + Self.padding.bottom
        return Rect(x: 0, y: 0, width: width, height: height.rounded(.up))
    }

    func draw(on canvas: any Canvas, width: Double, measurer: any TextMeasuring) {
        let content = CellContent(background: Self.background, padding: Self.padding, labels: [label])
        ContentRenderer(canvas: canvas, measurer: measurer).draw(content, in: frame(width: width, measurer: measurer))
    }
}
