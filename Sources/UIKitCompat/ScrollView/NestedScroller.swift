import CollectionLayout
import CollectionView

/// A scroll view drawn inside other views — a second collection view on a screen, one in a
/// cell, a plain scroll view holding a stack view — drawn and scrolled by an engine of its own,
/// so it has the physics, the laziness and the self-sizing of a screen's collection view.
///
/// A collection view's engine shows its own layout and data source; a plain scroll view's shows
/// one item as large as its content, in which its subviews are drawn. The engine is made again
/// when what it shows changes (the view's size, the traits, the layout, the data source, the
/// content size) and keeps the content offset, which it and the scroll view share: code that
/// sets `contentOffset` moves the engine, and the engine's scrolling sets it.
final class NestedScroller {
    private(set) weak var scrollView: UIScrollView?
    private(set) var screen: CollectionScreen
    /// What the engine tells the scroll view: its selection, its drags, its items' menus.
    var chrome: NestedScrollerChrome? { (screen.layoutDescription.screenChrome as? NestedScrollerChrome) }
    private var shown: Shown

    /// What the engine was made for.
    struct Shown: Equatable {
        var host: LayoutHost
        var layout: ObjectIdentifier?
        var dataSource: ObjectIdentifier?
        var contentSize: CGSize
        var isPagingEnabled: Bool
    }

    private init(scrollView: UIScrollView, screen: CollectionScreen, shown: Shown) {
        self.scrollView = scrollView
        self.screen = screen
        self.shown = shown
    }

    /// The scroller of `scrollView` as it is now, on the screen being drawn: the one it has,
    /// made again when what it shows changed; nil when its layout cannot be solved.
    static func of(_ scrollView: UIScrollView, measurer: any TextMeasuring) -> NestedScroller? {
        let shown = Self.shown(of: scrollView)
        if let scroller = scrollView.nestedScroller, scroller.shown == shown { return scroller }
        guard let screen = try? makeScreen(for: scrollView, shown: shown, measurer: measurer) else { return nil }
        let previous = scrollView.nestedScroller
        let scroller = NestedScroller(scrollView: scrollView, screen: screen, shown: shown)
        // Shown the first time, the content rests at its start, inside its adjusted inset, as
        // UIKit sets the offset when the inset is first adjusted; made again, it stays where it was.
        if previous != nil || scrollView.contentOffset != .zero {
            scroller.screen.setMainOffset(scroller.mainOffset(of: scrollView.contentOffset))
        }
        scroller.syncOffset()
        scrollView.nestedScroller = scroller
        return scroller
    }

    private static func shown(of scrollView: UIScrollView) -> Shown {
        let inset = scrollView.adjustedContentInset
        let size = Size(width: Double(scrollView.bounds.width), height: Double(scrollView.bounds.height))
        var host = LayoutHost(size: size, safeAreaInsets: DirectionalEdgeInsets(top: Double(inset.top), leading: Double(inset.left),
                                                                               bottom: Double(inset.bottom), trailing: Double(inset.right)))
        if let screen = LayoutHost.current {
            host.traits = screen.traits
            host.device = screen.device
        }
        let collectionView = scrollView as? UICollectionView
        return Shown(host: host, layout: collectionView.map { ObjectIdentifier($0.collectionViewLayout) },
                     dataSource: collectionView?.dataSource.map { ObjectIdentifier($0) },
                     contentSize: collectionView == nil ? scrollView.contentSize : .zero, isPagingEnabled: scrollView.isPagingEnabled)
    }

    private static func makeScreen(for scrollView: UIScrollView, shown: Shown, measurer: any TextMeasuring) throws(LayoutError) -> CollectionScreen {
        let chrome = NestedScrollerChrome(scrollView: scrollView)
        let layout: any CollectionViewLayout
        let dataSource: any CollectionDataSource
        if let collectionView = scrollView as? UICollectionView {
            layout = NestedScrollerLayout(base: collectionView.collectionViewLayout.collectionViewLayout, chrome: chrome)
            dataSource = TransparentDataSource(collectionView.contentDataSource
                ?? ContentProviderDataSource(itemCounts: [], backgroundColor: .clear, cell: { _ in CellContent() }))
        } else {
            layout = NestedScrollerLayout(base: contentLayout(of: scrollView), chrome: chrome)
            let drawing = ScrollViewContentDrawing(scrollView: scrollView)
            var content = CellContent()
            content.drawing = ContentDrawing(drawing)
            dataSource = ContentProviderDataSource(itemCounts: [1], backgroundColor: .clear, cell: { [content] _ in content })
        }
        let screen = try CollectionScreen(layout: layout, dataSource: dataSource, host: shown.host, measurer: measurer,
                                          layoutDirection: scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        screen.contentInsetAdjustment = .always
        screen.isPagingEnabled = shown.isPagingEnabled
        return screen
    }

    /// A plain scroll view's content as a layout: one item of the content's size, scrolling
    /// down unless the content is only wider than the view.
    private static func contentLayout(of scrollView: UIScrollView) -> FlowLayout {
        let content = scrollView.contentSize, bounds = scrollView.bounds.size
        let across = content.width > bounds.width && content.height <= bounds.height && !scrollView.alwaysBounceVertical
        let width = across ? content.width : min(content.width, bounds.width)
        let height = across ? min(content.height, bounds.height) : content.height
        return FlowLayout(itemSize: Size(width: max(1, Double(width)), height: max(1, Double(height))), minimumLineSpacing: 0,
                          minimumInteritemSpacing: 0, scrollDirection: across ? .horizontal : .vertical)
    }

    // MARK: The shared offset

    private var mainAxis: Axis { screen.layout.scrollDirection.axis }

    private func mainOffset(of offset: CGPoint) -> Double { Double(mainAxis == .vertical ? offset.y : offset.x) }

    /// A collection view's `contentSize` is its layout's, as UIKit's is.
    func syncContentSize() {
        guard let collectionView = scrollView as? UICollectionView else { return }
        let size = screen.layout.contentSize, content = CGSize(width: size.width, height: size.height)
        if collectionView.contentSize != content { collectionView.contentSize = content }
    }

    /// The engine moved the content: the scroll view's offset (and its delegate) follow.
    func syncOffset() {
        guard let scrollView else { return }
        let main = CGFloat(screen.mainOffset)
        var offset = scrollView.contentOffset
        if mainAxis == .vertical { offset.y = main } else { offset.x = main }
        scrollView.scrolled(to: offset)
    }

    // MARK: Dumps

    /// The scroll view's node in `--dump-views`: its content offset, adjusted inset and content
    /// size, and for a collection view the elements on screen (with their cells' views) in
    /// place of its subviews.
    func dumpMembers(measurer: any TextMeasuring) -> (members: String, replacesSubviews: Bool) {
        screen.measureVisible()
        guard let scrollView else { return ("", false) }
        let i = scrollView.adjustedContentInset
        let inset = [i.top, i.left, i.bottom, i.right].map(Double.init)
        guard scrollView is UICollectionView else {
            let offset = scrollView.contentOffset, size = scrollView.contentSize
            return ("\"contentOffset\": [\(NumberFormat.string(Double(offset.x))), \(NumberFormat.string(Double(offset.y)))], "
                    + "\"adjustedContentInset\": [" + inset.map(NumberFormat.string).joined(separator: ", ") + "], "
                    + "\"contentSize\": [\(NumberFormat.string(Double(size.width))), \(NumberFormat.string(Double(size.height)))]", false)
        }
        return (screen.scrollMembers(adjustedContentInset: inset, measurer: measurer), true)
    }

    // MARK: Drawing

    /// Draws the content in `rect` (the scroll view's bounds on `canvas`), clipped to it by the caller.
    func draw(in rect: Rect, on canvas: any Canvas, measurer: any TextMeasuring) {
        screen.measureVisible()
        screen.invalidateDrawnFrame()
        screen.draw(on: TranslatedCanvas(canvas, by: rect.origin), measurer: measurer)
    }

    /// Whether the content moves along `axis` under a wheel or a drag at `point` (the view's
    /// coordinates): along the axis it scrolls when there is more content than view (or it
    /// always bounces), across it over an orthogonal section.
    func scrolls(along axis: Axis, at point: Point) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else { return false }
        let bounces = axis == .vertical ? scrollView.alwaysBounceVertical : scrollView.alwaysBounceHorizontal
        return screen.canScroll(along: axis, at: point) || (axis == mainAxis && bounces)
    }
}
