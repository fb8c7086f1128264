import CollectionView

/// UISlider's measures and colours on iOS 17, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | height | 31 pt (the intrinsic height); the track centred across the frame | estimate: Interface Builder's default slider |
/// | thumb | 28 pt across, white, the switch's thumb shadow | Flutter's copy of the iOS slider (`CupertinoThumbPainter.radius` 14); shadow as `SwitchMetrics` |
/// | track | 4 pt tall, round ends; `tintColor` before the thumb (`minimumTrackTintColor`), `systemFill` after it | estimate; Apple, `minimumTrackTintColor` defaults to the tint |
/// | tracking | only a press on the thumb drags it; a press on the track does nothing | Apple, UISlider (tracking starts on the thumb) |
enum SliderMetrics {
    static let height = 31.0
    static let thumbDiameter = 28.0
    static let trackHeight = 4.0
    static let maximumTrack = UIColor.systemFill
}
