import CollectionLayout
import CollectionView

/// A push or a pop under way, drawn as UINavigationController slides: pushed, the new screen
/// comes in from the trailing edge over the old one, which moves a third as far the other way
/// (the parallax of the screen beneath); popped, the same backwards. The bar stays in front,
/// its title and buttons cross-fading from the old screen's to the new one's.
///
/// | | value | source |
/// |---|---|---|
/// | duration | 0.35 s | measured on iOS 17 simulators (Apple gives none); the corpus is the judge |
/// | the screen beneath moves | 0.3 of the width | measured, as above |
/// | timing | a quick start easing to rest, Bézier (0.2, 0.8, 0.2, 1), standing in for UIKit's critically damped spring | measured, as above |
struct SlideTransition {
    /// The view that leaves and the one that comes, in the navigation controller's view.
    let leaving: UIView
    let coming: UIView
    let container: UIView
    let isPush: Bool
    /// The navigation bar whose contents cross-fade as the screens slide.
    var bar: UINavigationBar?
    /// The calls that end the push or pop once the slide is over: the screens' `viewDid…`, the
    /// delegate's `didShow`.
    var finish: () -> Void = {}
    /// When the first frame of the slide was stepped.
    var start: Double?
    /// How far the slide has come, 0 to 1 along its curve.
    var progress = 0.0

    static let duration = 0.35
    static let parallax = 0.3
    static let curve = AnimationCurve(0.2, 0.8, 0.2, 1)

    /// Advances to `now`; false once the slide is over.
    mutating func step(now: Double) -> Bool {
        let started = start ?? now
        start = started
        let time = (now - started) / Self.duration
        progress = Self.curve.progress(at: time)
        bar?.crossFade(to: CGFloat(progress))
        return time < 1
    }

    /// Where the leaving and the coming views lie across the container at this point of the slide.
    var offsets: (leaving: Double, coming: Double) {
        let width = Double(container.bounds.width)
        let p = progress
        return isPush ? (-Self.parallax * width * p, width * (1 - p)) : (width * p, -Self.parallax * width * (1 - p))
    }

    /// Draws the two screens sliding over the container, whose bounds are at `origin`, then the
    /// container's views in front of them (its bar).
    func draw(at origin: Point, renderer: ViewRenderer) {
        let size = Size(width: Double(container.bounds.width), height: Double(container.bounds.height))
        renderer.canvas.pushClip(Rect(origin: origin, size: size))
        renderer.canvas.fill(Rect(origin: origin, size: size), color: (coming.backgroundColor ?? .systemBackground).color, cornerRadius: 0)
        let (leavingX, comingX) = offsets
        // The screen on top is the pushed one: coming when pushed, leaving when popped.
        let beneath = isPush ? (leaving, leavingX) : (coming, comingX)
        let above = isPush ? (coming, comingX) : (leaving, leavingX)
        for (view, x) in [beneath, above] {
            view.layoutIfNeeded()
            renderer.draw(view, at: Point(x: origin.x + x + Double(view.frame.minX), y: origin.y + Double(view.frame.minY)))
        }
        for front in container.subviews where front !== coming && front !== leaving {
            renderer.draw(front, at: Point(x: origin.x + Double(front.frame.minX), y: origin.y + Double(front.frame.minY)))
        }
        renderer.canvas.popClip()
    }
}
