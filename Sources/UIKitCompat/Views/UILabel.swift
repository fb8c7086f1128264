import CollectionLayout
import CollectionView

/// Text in a view, as UIKit's `UILabel`: one line by default, or `numberOfLines` (0 for as many as
/// the text needs) wrapped at the label's width, cut short with "…", centred vertically in the
/// label's bounds.
///
/// Its intrinsic size is its text's: on one line, the line's width; on several, wrapped at
/// `preferredMaxLayoutWidth` when set, else at the width Auto Layout gives it (the engine solves
/// again once it knows it, as UIKit's does). Sizes are rounded up to the pixel grid.
open class UILabel: UIView {
    /// The text; nil or empty draws nothing and has no size.
    open var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font: the 17-point system font unless set.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The text's colour: the label colour unless set.
    open var textColor: UIColor! = .label
    /// How lines sit across the label's width.
    open var textAlignment = NSTextAlignment.natural
    /// The most lines drawn; 0 for as many as the text needs.
    open var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            // Whether the size depends on the width may have changed: the engine looks again.
            rootView.constraintsDidChange()
            textDidChange()
        }
    }
    /// How lines end when the text is cut short (see ``NSLineBreakMode``).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The width a label of several lines wraps at for its intrinsic size; 0 (the default) wraps
    /// at the width Auto Layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            rootView.constraintsDidChange()
            textDidChange()
        }
    }
    /// Whether a preferred font (or one `UIFontMetrics` scaled) follows the text size when it
    /// changes while the label is shown, as UIKit's does.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text is drawn in its colour (true) or dimmed.
    open var isEnabled = true
    /// Whether the label shows its highlighted colour.
    open var isHighlighted = false
    /// The colour drawn while highlighted, when set.
    open var highlightedTextColor: UIColor?

    public required init?(coder: NSCoder) {
        fatalError("UILabel.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:)")
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func adopt(_ traits: Traits) {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font.at(traits.preferredContentSizeCategory)
        if adjusted !== font { self.font = adjusted }
    }

    /// The engine's label for the text as it is drawn.
    var textLabel: TextLabel {
        let color = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        var shown = (color ?? .label).color
        if !isEnabled { shown = shown.withAlpha(shown.alpha * 0.35) }
        return TextLabel(text ?? "", font: font.fontSpec, color: shown, alignment: textAlignment.textAlignment,
                         numberOfLines: numberOfLines)
    }

    private var isEmpty: Bool { text?.isEmpty ?? true }

    open override var intrinsicContentSize: CGSize {
        guard !isEmpty else { return .zero }
        let wrapWidth: CGFloat = numberOfLines == 1 ? .infinity
            : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (widthForIntrinsicSize ?? .infinity)
        return measured(width: wrapWidth)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !isEmpty else { return .zero }
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .infinity
        return measured(width: width)
    }

    override var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? {
        let measurer = TextMeasurement.measurer
        let metrics = measurer.metrics(of: font.fontSpec)
        let height = isEmpty ? CGFloat(metrics.lineHeight) : intrinsicContentSize.height
        return (-height / 2 + CGFloat(metrics.ascent), height / 2 - CGFloat(metrics.descent))
    }

    /// What a measurement was made of, so the same one is not made twice.
    private struct Measurement: Equatable {
        let text: String
        let font: FontSpec
        let lines: Int
        let width: CGFloat
        let scale: Double
        let measurer: ObjectIdentifier
    }
    private var lastMeasurement: (of: Measurement, size: CGSize)?

    /// The text's size wrapped at `width`, rounded up to the pixel grid.
    private func measured(width: CGFloat) -> CGSize {
        let measurer = TextMeasurement.measurer
        let scale = LayoutHost.current?.traits.displayScale ?? 1
        let key = Measurement(text: text ?? "", font: font.fontSpec, lines: numberOfLines, width: width, scale: scale,
                              measurer: ObjectIdentifier(measurer))
        if let lastMeasurement, lastMeasurement.of == key { return lastMeasurement.size }
        let layout = TextLayout(label: textLabel, width: width.isFinite ? Double(width) : .greatestFiniteMagnitude, measurer: measurer)
        let up = { (value: Double) in CGFloat((value * scale - 1e-9).rounded(.up) / scale) }
        let size = CGSize(width: up(layout.usedWidth), height: up(layout.height))
        lastMeasurement = (key, size)
        return size
    }

    private var lastDrawnLayout: (of: Measurement, height: CGFloat, layout: TextLayout)?

    /// The lines drawn in the label's bounds: wrapped at its width, as many as its height holds;
    /// kept while the text, font and size stay, as a label redrawn each frame is.
    func drawnLayout(measurer: any TextMeasuring) -> TextLayout? {
        guard !isEmpty else { return nil }
        let key = Measurement(text: text ?? "", font: font.fontSpec, lines: numberOfLines, width: bounds.width, scale: 1,
                              measurer: ObjectIdentifier(measurer))
        if let lastDrawnLayout, lastDrawnLayout.of == key, lastDrawnLayout.height == bounds.height { return lastDrawnLayout.layout }
        let layout = makeDrawnLayout(measurer: measurer)
        lastDrawnLayout = (key, bounds.height, layout)
        return layout
    }

    private func makeDrawnLayout(measurer: any TextMeasuring) -> TextLayout {
        var label = textLabel
        let metrics = measurer.metrics(of: label.font)
        // As many lines as fit the height, so text past it ends in "…" on the last line shown.
        let fitting = max(1, Int((Double(bounds.height) + 0.5) / metrics.lineHeight))
        label.numberOfLines = label.numberOfLines == 0 ? fitting : min(label.numberOfLines, fitting)
        return TextLayout(label: label, width: Double(bounds.width), measurer: measurer)
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        renderer.drawText(of: self, in: rect)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

extension NSTextAlignment {
    /// The engine's alignment: left and right are drawn as leading and trailing edges of
    /// left-to-right text.
    var textAlignment: TextAlignment {
        switch self {
        case .left: .leading
        case .center: .center
        case .right: .trailing
        case .justified, .natural: .natural
        }
    }
}
