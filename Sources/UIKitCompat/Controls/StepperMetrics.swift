import CollectionView

/// UIStepper's measures and colours on iOS 17, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 94x32 pt | Apple, UIStepper: a fixed size; measured (docs/controls.md) |
/// | track | the segmented control's grey, 9 pt corners | measured (docs/controls.md) |
/// | divider | 1 pt, 18 pt tall, in the middle | measured (docs/controls.md) |
/// | glyphs | minus and plus 14 pt long, 2 pt thick, `label`; `tertiaryLabel` at an end | measured (docs/controls.md) |
enum StepperMetrics {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius = 9.0
    static let track = SegmentedControlMetrics.track
    static let divider = SegmentedControlMetrics.divider
    static let dividerWidth = 1.0
    static let dividerHeight = 18.0
    static let glyphLength = 14.0
    static let glyphThickness = 2.0
    static let glyph = UIColor.label
    static let disabledGlyph = UIColor.tertiaryLabel
}
