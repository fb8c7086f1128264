import CollectionLayout
import CollectionView

/// A presentation or a dismissal under way, drawn as the presented controller's
/// `modalTransitionStyle` asks: by default (`coverVertical`) a sheet or a full-screen cover
/// rises from the bottom edge to its place while the dimming beneath it comes up, and falls back
/// out of sight when dismissed; `crossDissolve` fades it in and out in its place; `flipHorizontal`
/// turns the whole screen over about its vertical axis, the new screen on its back. An alert
/// fades in and out with its dimming, whatever its style. The controllers hear
/// `viewDidAppear`/`viewDidDisappear`, and the completion runs, once it is over (`finish`).
///
/// | | value | source |
/// |---|---|---|
/// | duration, both ways | 0.5 s | UIKit's default modal animator; Apple publishes no number, and the iOS references are still pictures, so nothing here can judge it |
/// | timing | a quick start easing to rest, Bézier (0.2, 0.8, 0.2, 1), as the push's | standing in for UIKit's spring, as above |
/// | where it starts (presented) and ends (dismissed) | its top at the screen's bottom edge | `UIModalTransitionStyle.coverVertical`, the default |
/// | a flip | half a turn about the screen's vertical axis, under a perspective of 1000 points, the old screen turning away until edge-on, then the new one; black behind | `UIModalTransitionStyle.flipHorizontal`; the distance is ours |
/// | a flip's timing | ease-in-ease-out | `UIView.AnimationOptions.curveEaseInOut`, "the default curve for most animations" |
struct PresentationTransition {
    /// The screen coming or going, as it lies at rest.
    let layer: PresentedLayer
    let isPresenting: Bool
    /// How it moves: the presented controller's `modalTransitionStyle`.
    let style: UIModalTransitionStyle
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
        style = layer.controller.modalTransitionStyle
    }

    /// Advances to `now`; false once the transition is over.
    mutating func step(now: Double) -> Bool {
        let started = start ?? now
        start = started
        let time = (now - started) / Self.duration
        progress = (flips ? AnimationCurve.easeInEaseOut : Self.curve).progress(at: time)
        return time < 1
    }

    /// How much of the way to its place the screen is: 0 out of sight, 1 at rest.
    var shown: Double { isPresenting ? progress : 1 - progress }

    /// Whether the screen fades in its place rather than rising: an alert, or a cross-dissolve.
    var fades: Bool { layer.isAlert || style == .crossDissolve }

    /// Whether the whole screen turns over rather than the presented one moving over it.
    var flips: Bool { !layer.isAlert && style == .flipHorizontal }

    /// How far below its resting place the screen lies on a screen `height` points tall; one
    /// that fades does not move.
    func drop(screenHeight height: Double) -> Double {
        fades ? 0 : (1 - shown) * (height - Double(layer.frame.minY))
    }

    static let flipPerspective = 1000.0

    /// A flip at this point: which screen shows — the one before the transition for the first
    /// half of the turn, the one after for the second — and how it is turned about the vertical
    /// axis through the centre of a screen of `size`.
    func flipTurn(size: Size) -> (showsBefore: Bool, transform: ProjectiveTransform) {
        let angle = Double.pi * progress
        let showsBefore = angle < Double.pi / 2
        // The new screen is on the old one's back: half a turn behind it. A dismissal turns back.
        let turn = (showsBefore ? angle : angle - Double.pi) * (isPresenting ? 1 : -1)
        let turned = Transform3D.rotation(angle: turn, x: 0, y: 1, z: 0).concatenating(.perspective(distance: Self.flipPerspective))
        return (showsBefore, .placing(size: size, transform: turned, center: Point(x: size.width / 2, y: size.height / 2)))
    }
}
