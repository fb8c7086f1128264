import CollectionView

/// UISwitch's measures and colours on iOS 17, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 51x31 pt | Apple, UISwitch `init(frame:)`: the size is fixed; `intrinsicContentSize` on iOS 17 |
/// | thumb | 27 pt across, 2 pt inside the track | measured on iOS reference pictures (docs/controls.md) |
/// | track on | `systemGreen` | Apple, `onTintColor`: nil means the system's green |
/// | track off | `secondarySystemFill`-like grey | measured on iOS reference pictures (docs/controls.md) |
/// | thumb shadow | black 15 %, 3 pt down, 8 pt blur | measured on iOS reference pictures (docs/controls.md) |
enum SwitchMetrics {
    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter = 27.0
    static let thumbInset = 2.0
    static let onTrack = UIColor.systemGreen
    static let offTrack = UIColor(120, 120, 128, opacity: 0.16, dark: (120, 120, 128, 0.32))
    static let thumbShadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.15), offsetY: 3, radius: 4)
    static let disabledOpacity = 0.5
}
