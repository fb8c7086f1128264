import CollectionView

/// UISegmentedControl's measures and colours on iOS 17, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | height | 32 pt | measured on iOS reference pictures (docs/controls.md) |
/// | track | grey fill, 9 pt corners | measured on iOS reference pictures (docs/controls.md) |
/// | selected plate | 2 pt inside, 7 pt corners, white (dark: #636366), soft shadow | measured (docs/controls.md) |
/// | divider | 1 pt, 16 pt tall, between unselected segments | measured (docs/controls.md) |
/// | titles | 13 pt, regular; selected semibold; `label` | Apple HIG, Segmented controls; measured |
enum SegmentedControlMetrics {
    static let height: CGFloat = 32
    static let cornerRadius = 9.0
    static let track = UIColor(118, 118, 128, opacity: 0.12, dark: (118, 118, 128, 0.24))
    static let plate = UIColor(255, 255, 255, dark: (99, 99, 102, 1))
    static let plateInset = 2.0
    static let plateCornerRadius = 7.0
    static let plateShadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.12), offsetY: 3, radius: 4)
    static let divider = UIColor(142, 142, 147, opacity: 0.3, dark: (142, 142, 147, 0.3))
    static let dividerWidth = 1.0
    static let dividerHeight = 16.0
    static let fontSize: CGFloat = 13
    static let contentPadding: CGFloat = 12
    static let symbolSize: CGFloat = 17
    static let disabledTitleOpacity: CGFloat = 0.3
}
