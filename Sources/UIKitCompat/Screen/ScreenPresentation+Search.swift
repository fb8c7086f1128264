import CollectionLayout
import CollectionView

/// The navigation bar over the shown content, and the search controller in it.
extension ScreenPresentation {
    /// The navigation controller whose bar is over `view` (a collection view, a scroll view), if any.
    func navigationController(over view: UIView) -> UINavigationController? {
        var controller = owningController(of: view)
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The search controller in the navigation bar over `collectionView`, if any.
    func searchController(over collectionView: UICollectionView) -> UISearchController? {
        navigationController(over: collectionView)?.topViewController?.navigationItem.searchController
    }

    /// Dims the content under an active search that obscures it, as UIKit's search controller does.
    func drawSearchDimming(over collectionView: UICollectionView, host: LayoutHost, renderer: ViewRenderer) {
        guard let search = searchController(over: collectionView), search.dimsContent else { return }
        let frame = collectionViewFrame(on: host)
        let top = frame.minY + Double(collectionView.insetsBeforeRefreshRoom.top)
        renderer.canvas.fill(Rect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top)),
                             color: Color.black.withAlpha(SearchBarMetrics.dimming), cornerRadius: 0)
    }
}
