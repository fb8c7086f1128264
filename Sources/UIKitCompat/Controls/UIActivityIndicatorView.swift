import CollectionLayout
import CollectionView
import Foundation

/// A spinner, as UIKit's `UIActivityIndicatorView` draws it since iOS 13: eight rounded spokes
/// around a centre, fading behind the brightest one, which steps round once a second while it
/// animates — in the window. Snapshots and screenshots draw it at a fixed step (the brightest
/// spoke at the left, where iOS's snapshots catch it), so goldens do not change from run to run.
///
/// Its size is its style's (`ActivityIndicatorMetrics`): 20x20 points `.medium`, 37x37 `.large`.
open class UIActivityIndicatorView: UIView {
    /// The spinner's look.
    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' colour; nil for the system's grey.
    open var color: UIColor!
    /// Whether the spinner hides while it is not animating.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    private var animating = false
    /// How many spokes show, clockwise from the top, while a pull reveals the spinner (a refresh
    /// control's); nil for all of them.
    var revealedSpokes: Int?

    /// The spinner's looks, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    /// A spinner of `style`, hidden until it animates.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: ActivityIndicatorMetrics.size(of: style)))
        isHidden = true
        isUserInteractionEnabled = false
        // It keeps its size in a stack view, as UIKit's hugs at 750.
        huggingPriorities = (UILayoutPriority(750), UILayoutPriority(750))
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        fatalError("UIActivityIndicatorView.init(coder:): views are not loaded from nibs or storyboards here; use init(style:)")
    }

    /// Whether the spinner is turning.
    open var isAnimating: Bool { animating }

    /// Starts turning, and shows the spinner.
    open func startAnimating() {
        animating = true
        isHidden = false
        ActivityIndicators.started(self)
    }

    /// Stops turning; hides the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
        ActivityIndicators.stopped(self)
    }

    open override var intrinsicContentSize: CGSize { ActivityIndicatorMetrics.size(of: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { ActivityIndicatorMetrics.size(of: style) }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let metrics = ActivityIndicatorMetrics.self
        let base = (color ?? metrics.color(of: style)).color
        let side = min(rect.width, rect.height, Double(metrics.size(of: style).width))
        let center = Point(x: rect.midX, y: rect.midY)
        let step = animating ? ActivityIndicators.step : 0
        let shown = animating ? metrics.spokeCount : min(metrics.spokeCount, revealedSpokes ?? metrics.spokeCount)
        for spoke in 0..<shown {
            // The brightest spoke is `step` places clockwise from the left one; those behind it fade.
            let behind = (step + metrics.firstHead - spoke + 2 * metrics.spokeCount) % metrics.spokeCount
            let angle = Double(spoke) / Double(metrics.spokeCount) * 2 * .pi
            let radius = side / 2, width = radius * metrics.width
            let inner = radius * metrics.innerRadius + width / 2, outer = radius - width / 2
            let from = Point(x: center.x + sin(angle) * inner, y: center.y - cos(angle) * inner)
            let to = Point(x: center.x + sin(angle) * outer, y: center.y - cos(angle) * outer)
            // A spoke is drawn opaque with round ends, then faded as one, so its ends do not darken.
            let reach = width
            let bounds = Rect(x: min(from.x, to.x) - reach, y: min(from.y, to.y) - reach,
                              width: abs(to.x - from.x) + 2 * reach, height: abs(to.y - from.y) + 2 * reach)
            let canvas = renderer.canvas
            canvas.beginTransparencyLayer(bounds, opacity: base.alpha * metrics.opacity(behind: behind))
            let opaque = base.withAlpha(1)
            canvas.strokePolyline([from, to], color: opaque, lineWidth: width)
            for end in [from, to] {
                canvas.fill(Rect(x: end.x - width / 2, y: end.y - width / 2, width: width, height: width),
                            color: opaque, cornerRadius: width / 2)
            }
            canvas.endTransparencyLayer()
        }
    }
}
