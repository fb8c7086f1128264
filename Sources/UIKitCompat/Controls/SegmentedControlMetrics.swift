import CollectionView

/// UISegmentedControl's measures and colours on iOS 17, each with where it comes from.
/// "Measured" means read off iOS 17.5 and 18.5 simulator pictures in cashapp/AccessibilitySnapshot's
/// reference images (commit 5b03db8, `testSegmentedControl`, 3x), with the library's highlight undone.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | height | 32 pt | measured |
/// | track | `tertiarySystemFill` (118,118,128 at 12 %; dark 24 %), continuous corners of 8.2 pt | measured (light); Apple's system fill (dark) |
/// | segments | equal widths with a 1 pt slot between neighbours | measured (263 = 3 × 87 + 2 × 1) |
/// | width | the widest title plus 10 pt each side, for every segment | measured |
/// | selected plate | 2 pt inside the segment, continuous corners of 6.2 pt, white (dark 99,99,102) | measured; dark from Flutter's Cupertino copy |
/// | plate shadow | black 12 %, 2.5 pt down, σ 2.67 pt, inside the control | measured (fitted) |
/// | divider | 1 pt, 6 pt in from top and bottom, 142,142,147 at 30 %; hidden beside the selected segment | Flutter's Cupertino copy; hiding measured |
/// | titles | 13 pt medium, the selected one semibold, `label` | measured (stem widths); Flutter agrees |
enum SegmentedControlMetrics {
    static let height: CGFloat = 32
    static let cornerRadius = 8.2
    static let track = UIColor.tertiarySystemFill
    static let plate = UIColor(255, 255, 255, dark: (99, 99, 102, 1))
    static let plateInset = 2.0
    static let plateCornerRadius = 6.2
    static let plateShadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.12), offsetY: 2.5, radius: 2.67)
    static let divider = UIColor(142, 142, 147, opacity: 0.3, dark: (142, 142, 147, 0.3))
    static let dividerWidth = 1.0
    static let dividerInset = 6.0
    static let segmentGap: CGFloat = 1
    static let fontSize: CGFloat = 13
    static let contentPadding: CGFloat = 10
    static let symbolSize: CGFloat = 17
    /// A disabled segment's title is drawn at this opacity (not measured: no picture of one).
    static let disabledTitleOpacity: CGFloat = 0.3
}
