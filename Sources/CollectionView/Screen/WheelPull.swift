/// Wheel notches up while the content rests at its top, pulling a refresh control down as a
/// drag would: their distance is shown through the rubber band, and the pull is let go when
/// the wheel pauses.
struct WheelPull {
    /// How long the wheel must pause before the pull is let go, in seconds (as orthogonal paging
    /// waits for the wheel in docs/scrolling.md).
    static let pause = 0.15
    /// The distance the notches pulled, before the rubber band.
    var distance = 0.0
    /// When the last notch came.
    var lastNotch: Double
}
