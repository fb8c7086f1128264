import CollectionLayout
import CollectionView

/// Context menus of the screen's collection view: a right-click on an item asks its delegate for
/// a configuration, and the menu it makes opens beside the item (`ContextMenuOverlay`).
extension ScreenPresentation {
    public func showContextMenu(forItemAt indexPath: IndexPath, at point: Point, itemFrame: Rect) -> Bool {
        guard let collectionView, let delegate = collectionView.collectionDelegate, let frame = collectionViewFrame else { return false }
        // The point in the collection view's coordinates: its content's, scrolled.
        let local = CGPoint(x: CGFloat(point.x) - frame.minX + collectionView.contentOffset.x,
                            y: CGFloat(point.y) - frame.minY + collectionView.contentOffset.y)
        let configuration = delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: local)
            ?? delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: local)
        guard let menu = configuration?.menu else { return false }
        let anchor = CGRect(x: itemFrame.minX, y: itemFrame.minY, width: itemFrame.width, height: itemFrame.height)
        contextMenu = ContextMenuOverlay(menu: menu, anchor: anchor, size: CGSize(width: host.size.width, height: host.size.height),
                                         safeArea: host.safeAreaInsets.uiEdgeInsets)
        return contextMenu != nil
    }

    /// A click while a menu is open: on a row, the menu closes and its action runs; elsewhere the
    /// menu closes. Nil when no menu is open.
    func clickContextMenu(at point: Point) -> Bool? {
        guard let menu = contextMenu else { return nil }
        contextMenu = nil
        if let action = menu.action(at: CGPoint(x: point.x, y: point.y)) { action.perform() }
        return true
    }
}
