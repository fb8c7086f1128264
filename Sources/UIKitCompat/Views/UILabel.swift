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
    open var textColor: UIColor! = .label { didSet { changeObserver?() } }
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
    /// Whether the text is drawn in a smaller font when it does not fit the label's width (on one
    /// line) or bounds (on several), down to ``minimumScaleFactor`` of its size, as UIKit's. The
    /// label's intrinsic size stays the full font's.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest share of the font's size text shrinks to; 0 (the default) does not shrink.
    open var minimumScaleFactor: CGFloat = 0
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

    /// The lines drawn and the font they are drawn in: the label's, or smaller when it shrinks
    /// its text to fit.
    struct DrawnText {
        let layout: TextLayout
        let font: FontSpec
    }

    private var lastDrawnText: (of: Measurement, height: CGFloat, shrinks: Double?, text: DrawnText)?

    /// The lines drawn in the label's bounds: wrapped at its width, as many as its height holds,
    /// in a font shrunk to fit when ``adjustsFontSizeToFitWidth`` says; kept while the text,
    /// font and size stay, as a label redrawn each frame is.
    func drawnText(measurer: any TextMeasuring) -> DrawnText? {
        guard !isEmpty else { return nil }
        let key = Measurement(text: text ?? "", font: font.fontSpec, lines: numberOfLines, width: bounds.width, scale: 1,
                              measurer: ObjectIdentifier(measurer))
        let shrinks = adjustsFontSizeToFitWidth && minimumScaleFactor > 0 ? Double(Swift.min(minimumScaleFactor, 1)) : nil
        if let lastDrawnText, lastDrawnText.of == key, lastDrawnText.height == bounds.height, lastDrawnText.shrinks == shrinks {
            return lastDrawnText.text
        }
        let drawn = makeDrawnText(measurer: measurer, smallestScale: shrinks)
        lastDrawnText = (key, bounds.height, shrinks, drawn)
        return drawn
    }

    private func makeDrawnText(measurer: any TextMeasuring, smallestScale: Double?) -> DrawnText {
        var label = textLabel
        let full = label.font
        if let smallestScale, !fits(label, measurer: measurer) {
            // The largest size, to a quarter point, whose text fits; the smallest allowed if none does.
            var low = full.size * smallestScale, high = full.size
            label.font.size = low
            if fits(label, measurer: measurer) {
                while high - low > 0.25 {
                    let middle = (low + high) / 2
                    label.font.size = middle
                    if fits(label, measurer: measurer) { low = middle } else { high = middle }
                }
            }
            label.font.size = low
        }
        let metrics = measurer.metrics(of: label.font)
        // As many lines as fit the height, so text past it ends in "…" on the last line shown.
        let fitting = max(1, Int((Double(bounds.height) + 0.5) / metrics.lineHeight))
        label.numberOfLines = label.numberOfLines == 0 ? fitting : min(label.numberOfLines, fitting)
        return DrawnText(layout: TextLayout(label: label, width: Double(bounds.width), measurer: measurer), font: label.font)
    }

    /// Whether `label`'s whole text fits the bounds uncut: on one line, within the width; on
    /// several, in as many lines as it may have, within the height.
    private func fits(_ label: TextLabel, measurer: any TextMeasuring) -> Bool {
        if label.numberOfLines == 1 { return measurer.advance(of: Substring(label.text), font: label.font) <= Double(bounds.width) + 1e-9 }
        var unlimited = label
        unlimited.numberOfLines = 0
        let layout = TextLayout(label: unlimited, width: Double(bounds.width), measurer: measurer)
        return (label.numberOfLines == 0 || layout.lines.count <= label.numberOfLines) && layout.height <= Double(bounds.height) + 1e-9
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        renderer.drawText(of: self, in: rect)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        changeObserver?()
    }

    /// Told when the text, font or colour changes: a table view cell's style label is drawn by
    /// the cell, which draws itself again.
    var changeObserver: (() -> Void)?
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
