import CollectionView

/// UISwitch's measures and colours on iOS 17, each with where it comes from. "Measured" means
/// read off iOS 17.5 and 18.5 simulator pictures in cashapp/AccessibilitySnapshot's reference
/// images (commit 5b03db8, `testSwitchControls`, 3x), with the library's highlight undone.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | size | 51x31 pt, whatever frame it is given | Apple, UISwitch; measured |
/// | track | a capsule filling the frame, no border | measured |
/// | thumb | 27 pt across, 2 pt inside the track, white | measured |
/// | thumb shadow | black 12 %, 2.5 pt down, σ 2.6 pt, cut to the track | measured (fitted) |
/// | track on | `systemGreen` (light 52,199,89) | Apple, `onTintColor`; measured brightness matches |
/// | track off | `secondarySystemFill`: 120,120,128 at 16 % (dark 32 %) | measured (light); Apple's system fill (dark) |
enum SwitchMetrics {
    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter = 27.0
    static let thumbInset = 2.0
    static let onTrack = UIColor.systemGreen
    static let offTrack = UIColor.secondarySystemFill
    static let thumbShadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.12), offsetY: 2.5, radius: 2.6)
    /// A disabled switch is drawn at half opacity (not measured: no picture of one).
    static let disabledOpacity = 0.5
}
