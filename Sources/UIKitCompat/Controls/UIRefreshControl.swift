import CollectionLayout
import CollectionView
import Foundation

/// A spinner above a scroll view's content that a pull starts, as UIKit's `UIRefreshControl`
/// given to `refreshControl`: pulled 100 points past the top (a drag, or the wheel turned up at
/// the top), it starts refreshing and sends `.valueChanged`; let go, the content rests below
/// the spinner until the app calls `endRefreshing()`, then springs back to the top.
///
/// Measures and their sources: `RefreshControlMetrics`.
open class UIRefreshControl: UIControl {
    /// Whether the control is refreshing, from a pull or `beginRefreshing()`.
    open private(set) var isRefreshing = false
    /// A title under the spinner.
    open var attributedTitle: NSAttributedString?
    /// The scroll view whose `refreshControl` this is.
    weak var scrollView: UIScrollView?
    let spinner = UIActivityIndicatorView(style: .large)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        addSubview(spinner)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIRefreshControl.init(coder:): views are not loaded from nibs or storyboards here; use init()")
    }

    /// Starts refreshing without telling the targets, as UIKit's: the content keeps its offset,
    /// so the spinner shows only once the content is scrolled to it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Ends refreshing: the content springs back to the top if it rested below the spinner.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
    }

    /// A pull passed the threshold: refreshing starts and the targets are told.
    func beginRefreshingFromPull() {
        guard !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// What the engine pulls, asked each frame of a drag: the room kept while refreshing grows to
    /// hold a title under the spinner, measured again only when the title, the text size or the
    /// measurer changed.
    var pullRefresh: PullRefresh {
        let metrics = RefreshControlMetrics.self
        let size = LayoutHost.current?.traits.preferredContentSizeCategory
        let measurer = ObjectIdentifier(TextMeasurement.measurer)
        if measuredExtent?.title !== attributedTitle || measuredExtent?.size != size || measuredExtent?.measurer != measurer {
            let titled = titleLabel().map { metrics.spinnerTopMargin + metrics.spinnerSide + metrics.titleGap + Double($0.intrinsicContentSize.height) + metrics.spinnerTopMargin }
            // Whole points, so the content rests on them.
            measuredExtent = (attributedTitle, size, measurer, max(metrics.extent, (titled ?? 0).rounded(.up)))
        }
        return PullRefresh(isRefreshing: isRefreshing, triggerDistance: metrics.triggerDistance, extent: measuredExtent?.extent ?? metrics.extent)
    }

    /// The room last measured, with the title, the text size and the measurer it was measured with.
    private var measuredExtent: (title: NSAttributedString?, size: ContentSizeCategory?, measurer: ObjectIdentifier, extent: Double)?

    /// The title as a label in its font and colour, the system's where the title sets none.
    private func titleLabel() -> UILabel? {
        guard let title = attributedTitle, title.length > 0 else { return nil }
        let label = UILabel()
        let attributes = title.attributes(at: 0, effectiveRange: nil)
        label.text = title.string
        label.font = attributes[.font] as? UIFont ?? .preferredFont(forTextStyle: .footnote)
        label.textColor = attributes[.foregroundColor] as? UIColor ?? .secondaryLabel
        label.textAlignment = .center
        return label
    }

    /// Draws the spinner (and the title) in `revealed`, the room opened above the content (screen
    /// coordinates), `pulled` points of it.
    func draw(in revealed: Rect, pulled: Double, renderer: ViewRenderer) {
        guard revealed.height > 0 else { return }
        let metrics = RefreshControlMetrics.self
        let side = metrics.spinnerSide
        spinner.color = tintColorIfSet
        let progress = min(1, max(0, pulled / metrics.triggerDistance))
        spinner.revealedSpokes = isRefreshing ? nil : Int((progress * Double(ActivityIndicatorMetrics.spokeCount)).rounded(.down))
        spinner.frame = CGRect(x: (revealed.width - side) / 2, y: metrics.spinnerTopMargin, width: side, height: side)
        renderer.canvas.pushClip(revealed)
        defer { renderer.canvas.popClip() }
        renderer.draw(spinner, at: Point(x: revealed.minX + Double(spinner.frame.minX), y: revealed.minY + Double(spinner.frame.minY)))
        guard let label = titleLabel() else { return }
        let height = Double(label.intrinsicContentSize.height)
        label.frame = CGRect(x: 0, y: metrics.spinnerTopMargin + side + metrics.titleGap, width: revealed.width, height: height)
        renderer.draw(label, at: Point(x: revealed.minX, y: revealed.minY + Double(label.frame.minY)))
    }

    /// The tint set on the control, for the spinner; nil for the system grey.
    private var tintColorIfSet: UIColor? { ownTint }
}
