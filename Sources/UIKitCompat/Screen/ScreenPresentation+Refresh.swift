import CollectionLayout
import CollectionView

/// The collection view's refresh control, as the engine pulls it, and the main queue the
/// screen's code runs on.
extension ScreenPresentation {
    public var pullRefresh: PullRefresh? { collectionView?.refreshControl?.pullRefresh }

    public func pullPassedRefreshThreshold() {
        collectionView?.refreshControl?.beginRefreshingFromPull()
    }

    public func refreshRoomDidChange(to room: Double) {
        collectionView?.refreshRoom = CGFloat(room)
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
        let pulled = contentTop - (frame.minY + Double(collectionView.insetsBeforeRefreshRoom.top))
        guard pulled > 0.5 else { return }
        // A large title (and a search bar) ride down on the content: the spinner shows above them, under the bar.
        let band = Double(bandsOverContent(of: collectionView, on: host))
        let room = Rect(x: frame.minX, y: contentTop - pulled - band, width: frame.width, height: pulled)
        control.draw(in: room, pulled: pulled, renderer: renderer)
    }

    /// The large title's and the search bar's bands of the bar over `collectionView`, at rest.
    private func bandsOverContent(of collectionView: UICollectionView, on host: LayoutHost) -> CGFloat {
        guard let bar = navigationController(over: collectionView)?.navigationBar else { return 0 }
        return (bar.showsLargeTitle(on: host) ? NavigationBarMetrics.largeTitleBand : 0) + (bar.searchBar?.bandHeight ?? 0)
    }
}
