import CollectionLayout
import CollectionView

/// A minus and a plus button side by side that step a value, as UIKit's `UIStepper` draws it
/// since iOS 13: a grey rounded track with a divider, the glyphs in `label`'s colour, the side
/// that cannot step further dimmed. A click on a half steps the value by ``stepValue`` (within
/// the range, or around it when it ``wraps``) and sends the value-changed actions.
///
/// It is always `StepperMetrics/size`, as in UIKit.
open class UIStepper: UIControl {
    /// The value, within ``minimumValue`` ... ``maximumValue``.
    open var value: Double = 0 { didSet { value = clamped(value) } }
    /// The lowest value; raising it above the value raises the value.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamped(value)
        }
    }
    /// The highest value; lowering it below the value lowers the value.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamped(value)
        }
    }
    /// How much a click changes the value; must be above 0.
    open var stepValue: Double = 1 {
        didSet { if stepValue <= 0 { stepValue = oldValue } }
    }
    /// Whether value changes are sent while the button is held (one click sends one either way).
    open var isContinuous = true
    /// Whether holding a button repeats the step.
    open var autorepeat = true
    /// Whether stepping past an end goes round to the other.
    open var wraps = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: StepperMetrics.size))
        // It keeps its size in a stack view, as UIKit's hugs at 750.
        huggingPriorities = (UILayoutPriority(750), UILayoutPriority(750))
    }

    public required init?(coder: NSCoder) {
        fatalError("UIStepper.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:)")
    }

    open override var intrinsicContentSize: CGSize { StepperMetrics.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { StepperMetrics.size }

    private func clamped(_ candidate: Double) -> Double {
        min(max(candidate, minimumValue), maximumValue)
    }

    /// Whether the minus (or plus) half can step.
    private func canStep(up: Bool) -> Bool {
        wraps || (up ? value < maximumValue : value > minimumValue)
    }

    override func takeClick(at point: CGPoint) -> ClickOutcome {
        let size = StepperMetrics.size
        guard point.y >= 0, point.y < size.height, point.x >= 0, point.x < size.width else { return .unchanged }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let up = (point.x >= size.width / 2) != rtl
        guard canStep(up: up) else { return .unchanged }
        var next = value + (up ? stepValue : -stepValue)
        if wraps, next > maximumValue { next = minimumValue } else if wraps, next < minimumValue { next = maximumValue }
        value = next
        return .valueChanged
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let metrics = StepperMetrics.self
        let canvas = renderer.canvas
        let track = Rect(x: rect.minX, y: rect.minY, width: Double(metrics.size.width), height: Double(metrics.size.height))
        canvas.fill(track, color: metrics.track.color, cornerRadius: metrics.cornerRadius, curve: .continuous)
        canvas.fill(Rect(x: track.midX - metrics.dividerWidth / 2, y: track.midY - metrics.dividerHeight / 2,
                         width: metrics.dividerWidth, height: metrics.dividerHeight), color: metrics.divider.color, cornerRadius: 0)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let halves = (left: Rect(x: track.minX, y: track.minY, width: track.width / 2, height: track.height),
                      right: Rect(x: track.midX, y: track.minY, width: track.width / 2, height: track.height))
        let minus = rtl ? halves.right : halves.left, plus = rtl ? halves.left : halves.right
        let length = metrics.glyphLength, thickness = metrics.glyphThickness
        func color(up: Bool) -> Color {
            (isEnabled && canStep(up: up) ? metrics.glyph : metrics.disabledGlyph).color
        }
        let minusColor = color(up: false), plusColor = color(up: true)
        canvas.fill(Rect(x: minus.midX - length / 2, y: minus.midY - thickness / 2, width: length, height: thickness), color: minusColor, cornerRadius: thickness / 2)
        canvas.fill(Rect(x: plus.midX - length / 2, y: plus.midY - thickness / 2, width: length, height: thickness), color: plusColor, cornerRadius: thickness / 2)
        canvas.fill(Rect(x: plus.midX - thickness / 2, y: plus.midY - length / 2, width: thickness, height: length), color: plusColor, cornerRadius: thickness / 2)
    }
}
