import CollectionLayout
import CollectionView

/// One action's button in an alert: its title centred, in the tint (red when destructive,
/// semibold when it cancels or is preferred), grey when disabled; a click runs it.
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let isPreferred: Bool
    let fontSize: CGFloat

    init(action: UIAlertAction, isPreferred: Bool, fontSize: CGFloat) {
        self.action = action
        self.isPreferred = isPreferred
        self.fontSize = fontSize
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var isEnabled: Bool {
        get { action.isEnabled }
        set { action.isEnabled = newValue }
    }

    var font: UIFont {
        .systemFont(ofSize: fontSize, weight: isPreferred || action.style == .cancel ? .semibold : .regular)
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        guard let title = action.title else { return }
        let color: UIColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
        let spec = font.fontSpec
        let measurer = renderer.measurer
        let layout = TextLayout(label: TextLabel(title, font: spec), width: max(0, rect.width - 2 * AlertMetrics.textInset), measurer: measurer)
        guard let line = layout.lines.first else { return }
        renderer.canvas.drawText(Substring(line.text), font: spec, color: color.color, x: rect.midX - line.width / 2,
                                 baseline: rect.midY - layout.metrics.lineHeight / 2 + layout.metrics.ascent, direction: line.direction)
    }
}
