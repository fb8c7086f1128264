import CollectionLayout
import CollectionView

/// A presentation or a dismissal under way, drawn as UIKit's cover-vertical transition: a sheet
/// or a full-screen cover rises from the bottom edge to its place while the dimming beneath it
/// comes up, and falls back out of sight when dismissed; an alert fades in and out with its
/// dimming. The controllers hear `viewDidAppear`/`viewDidDisappear`, and the completion runs,
/// once it is over (`finish`).
///
/// | | value | source |
/// |---|---|---|
/// | duration, both ways | 0.5 s | UIKit's default modal animator; Apple publishes no number, and the iOS references are still pictures, so nothing here can judge it |
/// | timing | a quick start easing to rest, Bézier (0.2, 0.8, 0.2, 1), as the push's | standing in for UIKit's spring, as above |
/// | where it starts (presented) and ends (dismissed) | its top at the screen's bottom edge | `UIModalTransitionStyle.coverVertical`, the default |
struct PresentationTransition {
    /// The screen coming or going, as it lies at rest.
    let layer: PresentedLayer
    let isPresenting: Bool
    /// The calls that end the transition: the controllers' `viewDid…` and the completion.
    let finish: () -> Void
    /// When the first frame of the transition was stepped.
    private var start: Double?
    /// How far the transition has come, 0 to 1 along its curve.
    private(set) var progress = 0.0

    static let duration = 0.5
    static let curve = AnimationCurve(0.2, 0.8, 0.2, 1)

    init(layer: PresentedLayer, isPresenting: Bool, finish: @escaping () -> Void) {
        self.layer = layer
        self.isPresenting = isPresenting
        self.finish = finish
    }

    /// Advances to `now`; false once the transition is over.
    mutating func step(now: Double) -> Bool {
        let started = start ?? now
        start = started
        let time = (now - started) / Self.duration
        progress = Self.curve.progress(at: time)
        return time < 1
    }

    /// How much of the way to its place the screen is: 0 out of sight, 1 at rest.
    var shown: Double { isPresenting ? progress : 1 - progress }

    /// How far below its resting place the screen lies on a screen `height` points tall; an
    /// alert does not move, it fades.
    func drop(screenHeight height: Double) -> Double {
        layer.isAlert ? 0 : (1 - shown) * (height - Double(layer.frame.minY))
    }
}
