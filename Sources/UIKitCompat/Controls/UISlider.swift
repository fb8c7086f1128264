import CollectionLayout
import CollectionView

/// A thumb on a track choosing a value in a range, as UIKit's `UISlider`: a press on the thumb
/// and a drag move it, sending `.valueChanged` as it moves (or once at the release when not
/// ``isContinuous``), between `.touchDown` and `.touchUpInside`.
///
/// Measures and their sources: `SliderMetrics`.
open class UISlider: UIControl {
    /// The value, kept within ``minimumValue`` ... ``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    /// The smallest value: 0 unless set.
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    /// The largest value: 1 unless set.
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    /// Whether `.valueChanged` is sent while the thumb moves, or only when it is let go.
    open var isContinuous = true
    /// The track before the thumb; the tint unless set.
    open var minimumTrackTintColor: UIColor?
    /// The track after the thumb; `systemFill` unless set.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour; white unless set.
    open var thumbTintColor: UIColor?
    /// Whether the thumb is being dragged.
    open private(set) var isTracking = false
    /// How far the press was from the thumb's centre, so the thumb does not jump under it.
    private var grabOffset: CGFloat = 0
    private var changedWhileTracking = false

    /// Sets the value; `animated` is kept (the thumb moves at once).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(SliderMetrics.height)) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(SliderMetrics.height)) }

    /// The thumb's centre along the track for the value, in the slider's bounds.
    var thumbCenterX: CGFloat {
        let radius = CGFloat(SliderMetrics.thumbDiameter / 2)
        let span = max(0, bounds.width - 2 * radius)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
        let along = radius + span * fraction
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - along : along
    }

    /// The thumb's frame in the slider's bounds.
    var thumbFrame: CGRect {
        let diameter = CGFloat(SliderMetrics.thumbDiameter)
        return CGRect(x: thumbCenterX - diameter / 2, y: (bounds.height - diameter) / 2, width: diameter, height: diameter)
    }

    /// A press at `point` (the slider's bounds): on the thumb it starts tracking; true when it did.
    func beginTracking(at point: CGPoint) -> Bool {
        guard isEnabled, thumbFrame.insetBy(dx: -6, dy: -6).contains(point) else { return false }
        isTracking = true
        isHighlighted = true
        changedWhileTracking = false
        grabOffset = point.x - thumbCenterX
        sendActions(for: .touchDown)
        return true
    }

    /// The press moved to `point`: the thumb follows it.
    func continueTracking(to point: CGPoint) {
        guard isTracking else { return }
        let radius = CGFloat(SliderMetrics.thumbDiameter / 2)
        let span = max(1, bounds.width - 2 * radius)
        var along = point.x - grabOffset - radius
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { along = bounds.width - 2 * radius - along }
        let fraction = Float(min(max(along / span, 0), 1))
        let next = minimumValue + (maximumValue - minimumValue) * fraction
        guard next != value else { return }
        value = next
        changedWhileTracking = true
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// The press ended at `point`: the last move, the value told when not continuous, touch up.
    func endTracking(at point: CGPoint) {
        guard isTracking else { return }
        continueTracking(to: point)
        isTracking = false
        isHighlighted = false
        if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
        sendActions(for: bounds.insetBy(dx: -70, dy: -70).contains(point) ? .touchUpInside : .touchUpOutside)
    }

    /// A click without a drag changes nothing, as a tap on a UISlider's track does.
    override func takeClick(at point: CGPoint) -> ClickOutcome { .unchanged }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let canvas = renderer.canvas
        let track = SliderMetrics.trackHeight
        let radius = SliderMetrics.thumbDiameter / 2
        let y = rect.midY - track / 2
        let thumbX = rect.minX + Double(thumbCenterX)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if !isEnabled { canvas.beginTransparencyLayer(rect, opacity: SwitchMetrics.disabledOpacity) }
        let full = Rect(x: rect.minX + radius - track / 2, y: y, width: max(0, rect.width - 2 * radius + track), height: track)
        canvas.fill(full, color: (maximumTrackTintColor ?? SliderMetrics.maximumTrack).color, cornerRadius: track / 2)
        let filled = rtl ? Rect(x: thumbX, y: y, width: max(0, full.maxX - thumbX), height: track)
            : Rect(x: full.minX, y: y, width: max(0, thumbX - full.minX), height: track)
        canvas.fill(filled, color: (minimumTrackTintColor ?? tintColor).color, cornerRadius: track / 2)
        var thumb = CellContent(background: (thumbTintColor ?? .white).color)
        thumb.cornerRadius = radius
        thumb.shadow = SwitchMetrics.thumbShadow
        ContentRenderer(canvas: canvas, measurer: renderer.measurer)
            .draw(thumb, in: Rect(x: thumbX - radius, y: rect.midY - radius, width: 2 * radius, height: 2 * radius))
        if !isEnabled { canvas.endTransparencyLayer() }
    }
}
