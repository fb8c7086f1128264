import CollectionLayout
import CollectionView

/// The collection view's refresh control, as the engine pulls it, and the main queue the
/// screen's code runs on.
extension ScreenPresentation {
    public var pullRefresh: PullRefresh? { collectionView?.refreshControl?.pullRefresh }

    public func pullPassedRefreshThreshold() {
        collectionView?.refreshControl?.beginRefreshingFromPull()
    }

    /// A view controller's code may queue work at any time (`asyncAfter`, a `Task`).
    public var runsMainQueue: Bool { true }

    public func runMainQueue() -> Bool { MainQueueDrain.runDue() }

    /// Draws the refresh control in the room the content opened above it: between the top of
    /// the collection view's safe area and the content's top, whose content offset is `offsetY`.
    func drawRefreshControl(of collectionView: UICollectionView, contentOffsetY offsetY: Double, host: LayoutHost,
                            renderer: ViewRenderer) {
        guard let control = collectionView.refreshControl, collectionView.collectionViewLayout.scrollsVertically else { return }
        let frame = collectionViewFrame(on: host)
        let contentTop = frame.minY - offsetY
        let pulled = contentTop - (frame.minY + Double(collectionView.adjustedContentInset.top))
        guard pulled > 0.5 else { return }
        // A large title (and a search bar) ride down on the content: the spinner shows above them, under the bar.
        let band = Double(bandsOverContent(of: collectionView, on: host))
        let room = Rect(x: frame.minX, y: contentTop - pulled - band, width: frame.width, height: pulled)
        control.draw(in: room, pulled: pulled, renderer: renderer)
    }

    /// The navigation controller whose bar is over `collectionView`, if any.
    func navigationController(over collectionView: UICollectionView) -> UINavigationController? {
        var controller = owningController(of: collectionView)
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The large title's and the search bar's bands of the bar over `collectionView`, at rest.
    private func bandsOverContent(of collectionView: UICollectionView, on host: LayoutHost) -> CGFloat {
        guard let bar = navigationController(over: collectionView)?.navigationBar else { return 0 }
        return (bar.showsLargeTitle(on: host) ? NavigationBarMetrics.largeTitleBand : 0) + (bar.searchBar?.bandHeight ?? 0)
    }

    /// Dims the content under an active search that obscures it, as UIKit's search controller does.
    func drawSearchDimming(over collectionView: UICollectionView, host: LayoutHost, renderer: ViewRenderer) {
        guard let search = navigationController(over: collectionView)?.topViewController?.navigationItem.searchController,
              search.dimsContent else { return }
        let frame = collectionViewFrame(on: host)
        let top = frame.minY + Double(collectionView.adjustedContentInset.top)
        renderer.canvas.fill(Rect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top)),
                             color: Color.black.withAlpha(SearchBarMetrics.dimming), cornerRadius: 0)
    }
}
