import CollectionLayout
import CollectionView
import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl` draws it since iOS 13: a
/// grey capsule of a track, the selected segment a raised white (dark: grey) plate inside it,
/// hairline dividers between the others. A click on a segment selects it and sends the value-
/// changed actions; a momentary control shows no lasting selection.
///
/// Its intrinsic size: every segment as wide as the widest one's content (or each its own,
/// with ``apportionsSegmentWidthsByContent``, or the width set for it), `SegmentedControlMetrics/height`
/// tall. Titles do not grow with Dynamic Type, as in UIKit.
open class UISegmentedControl: UIControl {
    /// No segment selected.
    public static let noSegment = -1

    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A segment: its title or image, whether it takes clicks, and a width of its own (0: none).
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    /// The selected segment's index; ``noSegment`` when none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a click selects a segment only while it is pressed.
    open var isMomentary = false
    /// Whether segments are as wide as their content rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment's plate colour; nil for the system's.
    open var selectedSegmentTintColor: UIColor?

    /// A control of `items` — each a `String` or a `UIImage` — with none selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let image = item as? UIImage { return Segment(image: image) }
            return Segment(title: item as? String ?? String(describing: item))
        }
        frame.size = intrinsicContentSize
    }

    /// A control of `actions`' titles and images; a click on one runs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        segments = actions.map { Segment(title: $0.title.isEmpty ? nil : $0.title, image: $0.image, action: $0) }
        self.frame = frame == .zero ? CGRect(origin: .zero, size: intrinsicContentSize) : frame
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        fatalError("UISegmentedControl.init(coder:): views are not loaded from nibs or storyboards here; use init(items:)")
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Adds a segment titled `title` at `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Adds a segment showing `image` at `segment` (clamped to the ends).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Adds a segment of `action`'s title and image at `segment`; a click on it runs the action.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`; out of range, nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) { $0.title = title; $0.image = nil }
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) { $0.image = image; $0.title = nil }
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Gives the segment at `segment` a width of its own; 0 lets it be as wide as the others.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = max(0, width) }
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The title's font and colour for `state` (`.font`, `.foregroundColor`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    open override var intrinsicContentSize: CGSize {
        let widths = contentWidths()
        let gaps = SegmentedControlMetrics.segmentGap * CGFloat(max(0, widths.count - 1))
        return CGSize(width: widths.reduce(0, +) + gaps, height: SegmentedControlMetrics.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func takeClick(at point: CGPoint) -> ClickOutcome {
        guard let index = segment(atX: point.x), segments[index].isEnabled else { return .unchanged }
        segments[index].action.map { $0.perform(sender: self) }
        guard index != selectedSegmentIndex || isMomentary else { return .unchanged }
        selectedSegmentIndex = index
        return .valueChanged
    }

    /// A momentary control's selection lasts while its actions run, not after.
    override func clickEnded() {
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    // MARK: Geometry

    /// Each segment's width at the control's intrinsic size: its own when set, else its content's
    /// (apportioned) or the widest content's.
    private func contentWidths() -> [CGFloat] {
        let natural = segments.indices.map { contentWidth(of: $0) }
        let widest = natural.max() ?? 0
        return segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? natural[index] : widest
        }
    }

    /// The segments' frames across `width` points, a 1-point slot between neighbours: the fixed
    /// ones at their widths, the others sharing what is left (by content when apportioned, else
    /// evenly), in the layout direction.
    func segmentFrames(in width: CGFloat) -> [CGRect] {
        let natural = contentWidths()
        let gap = SegmentedControlMetrics.segmentGap
        let fixed = segments.indices.filter { segments[$0].width > 0 }
        let fixedTotal = fixed.reduce(CGFloat(0)) { $0 + segments[$1].width }
        let flexible = segments.indices.filter { segments[$0].width <= 0 }
        let naturalTotal = flexible.reduce(CGFloat(0)) { $0 + natural[$1] }
        let room = max(0, width - fixedTotal - gap * CGFloat(max(0, segments.count - 1)))
        var widths = natural
        for index in flexible {
            widths[index] = apportionsSegmentWidthsByContent && naturalTotal > 0
                ? room * natural[index] / naturalTotal
                : room / CGFloat(max(1, flexible.count))
        }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = rtl ? width : 0
        return widths.map { segmentWidth in
            defer { x += rtl ? -(segmentWidth + gap) : segmentWidth + gap }
            return CGRect(x: rtl ? x - segmentWidth : x, y: 0, width: segmentWidth, height: bounds.height)
        }
    }

    private func segment(atX x: CGFloat) -> Int? {
        segmentFrames(in: bounds.width).firstIndex { x >= $0.minX && x < $0.maxX }
    }

    private func contentWidth(of index: Int) -> CGFloat {
        let segment = segments[index]
        let padding = SegmentedControlMetrics.contentPadding * 2
        if let title = segment.title {
            let measurer = TextMeasurement.measurer
            // The selected title is bolder: a segment is as wide as its title drawn selected.
            let width = max(measurer.advance(of: Substring(title), font: font(for: .normal).fontSpec),
                            measurer.advance(of: Substring(title), font: font(for: .selected).fontSpec))
            return (CGFloat(width) + padding).rounded(.up)
        }
        if let image = segment.image {
            let size = image.isSymbolImage ? CGSize(width: SegmentedControlMetrics.symbolSize, height: SegmentedControlMetrics.symbolSize) : image.size
            return size.width + padding
        }
        return padding
    }

    func font(for state: UIControl.State) -> UIFont {
        if let font = titleAttributes[state.rawValue]?[.font] as? UIFont { return font }
        if state == .selected, let font = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont { return font }
        return .systemFont(ofSize: SegmentedControlMetrics.fontSize, weight: state == .selected ? .semibold : .medium)
    }

    func titleColor(for state: UIControl.State) -> UIColor {
        if let color = titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor { return color }
        if state == .selected, let color = titleAttributes[UIControl.State.normal.rawValue]?[.foregroundColor] as? UIColor { return color }
        return .label
    }

    private func insert(_ segment: Segment, at index: Int) {
        segments.insert(segment, at: min(max(0, index), segments.count))
        if selectedSegmentIndex >= index, selectedSegmentIndex != Self.noSegment { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        invalidateIntrinsicContentSize()
    }

    // MARK: Drawing

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let canvas = renderer.canvas
        let metrics = SegmentedControlMetrics.self
        canvas.fill(rect, color: metrics.track.color, cornerRadius: min(metrics.cornerRadius, rect.height / 2), curve: .continuous)
        let frames = segmentFrames(in: CGFloat(rect.width))
        let selected = isMomentary ? Self.noSegment : selectedSegmentIndex
        for index in frames.indices.dropLast() where index != selected && index + 1 != selected {
            // A divider sits between two segments neither of which is selected.
            let x = rect.minX + Double(rtlAwareBoundary(after: index, frames: frames))
            let height = max(0, rect.height - 2 * metrics.dividerInset)
            canvas.fill(Rect(x: x, y: rect.midY - height / 2, width: metrics.dividerWidth, height: height),
                        color: metrics.divider.color, cornerRadius: 0)
        }
        if frames.indices.contains(selected) {
            let frame = frames[selected]
            let plate = Rect(x: rect.minX + Double(frame.minX) + metrics.plateInset, y: rect.minY + metrics.plateInset,
                             width: Double(frame.width) - 2 * metrics.plateInset, height: rect.height - 2 * metrics.plateInset)
            var content = CellContent(background: (selectedSegmentTintColor ?? metrics.plate).color)
            content.cornerRadius = min(metrics.plateCornerRadius, plate.height / 2)
            content.cornerCurve = .continuous
            content.shadow = metrics.plateShadow
            // The plate's shadow stays inside the control.
            canvas.beginRoundedClip(rect, cornerRadius: min(metrics.cornerRadius, rect.height / 2), corners: .all, curve: .continuous)
            ContentRenderer(canvas: canvas, measurer: renderer.measurer).draw(content, in: plate)
            canvas.endRoundedClip()
        }
        for (index, frame) in frames.enumerated() {
            let segmentRect = Rect(x: rect.minX + Double(frame.minX), y: rect.minY, width: Double(frame.width), height: rect.height)
            drawSegment(index, in: segmentRect, selected: index == selected, renderer: renderer)
        }
    }

    /// Where the slot after segment `index` (in index order) starts, in the control's bounds.
    private func rtlAwareBoundary(after index: Int, frames: [CGRect]) -> CGFloat {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[index].minX - SegmentedControlMetrics.segmentGap : frames[index].maxX
    }

    private func drawSegment(_ index: Int, in rect: Rect, selected: Bool, renderer: ViewRenderer) {
        let segment = segments[index]
        let enabled = isEnabled && segment.isEnabled
        let state: UIControl.State = selected ? .selected : .normal
        var color = titleColor(for: enabled ? state : .disabled)
        if !enabled, titleAttributes[UIControl.State.disabled.rawValue]?[.foregroundColor] == nil {
            color = titleColor(for: state).withAlphaComponent(SegmentedControlMetrics.disabledTitleOpacity)
        }
        if let title = segment.title {
            let font = font(for: state).fontSpec
            let measurer = renderer.measurer
            let available = rect.width - 2 * SegmentedControlMetrics.contentPadding
            let layout = TextLayout(label: TextLabel(title, font: font), width: max(0, available), measurer: measurer)
            guard let line = layout.lines.first else { return }
            renderer.canvas.drawText(Substring(line.text), font: font, color: color.color, x: rect.midX - line.width / 2,
                                     baseline: rect.midY - layout.metrics.lineHeight / 2 + layout.metrics.ascent, direction: line.direction)
        } else if let image = segment.image {
            let size = image.isSymbolImage ? CGSize(width: SegmentedControlMetrics.symbolSize, height: SegmentedControlMetrics.symbolSize) : image.size
            let frame = Rect(x: rect.midX - Double(size.width) / 2, y: rect.midY - Double(size.height) / 2,
                             width: Double(size.width), height: Double(size.height))
            renderer.drawImage(image, tint: color, in: frame)
        }
    }
}
