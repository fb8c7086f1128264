import CollectionView

/// UIStepper's measures and colours on iOS 17, each with where it comes from. "Measured" means
/// read off iOS 17.5 and 18.5 simulator pictures in cashapp/AccessibilitySnapshot's reference
/// images (commit 5b03db8, `testStepper`, `testStepperAtMin`, 3x).
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 94x32 pt, whatever frame it is given | measured |
/// | track | the segmented control's fill and 8.2 pt continuous corners | measured |
/// | divider | 1x18 pt in the middle, `systemFill` (120,120,128 at 20 %) over the track | measured |
/// | glyphs | minus and plus 13.6 pt long, 1.5 pt thick, centred in each half, `label` | measured |
/// | a side that cannot step | its glyph in `label` at 50 % | measured (`testStepperAtMin`) |
enum StepperMetrics {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius = SegmentedControlMetrics.cornerRadius
    static let track = SegmentedControlMetrics.track
    static let divider = UIColor.systemFill
    static let dividerWidth = 1.0
    static let dividerHeight = 18.0
    static let glyphLength = 13.6
    static let glyphThickness = 1.5
    static let glyph = UIColor.label
    static let disabledGlyph = UIColor.label.withAlphaComponent(0.5)
}
