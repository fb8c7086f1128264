import CollectionLayout
import CollectionView

/// Context menus of the screen's collection view: a right-click on an item asks its delegate for
/// a configuration, and the menu it makes opens beside the item (`ContextMenuOverlay`).
extension ScreenPresentation {
    public func showContextMenu(forItemAt indexPath: IndexPath, at point: Point, itemFrame: Rect) -> Bool {
        // A menu already open (a nested item's, opened by the same press) stays the one shown.
        guard contextMenu == nil, let collectionView, let frame = collectionViewFrame else { return false }
        // The point in the collection view's coordinates: its content's, scrolled.
        let local = CGPoint(x: CGFloat(point.x) - frame.minX + collectionView.contentOffset.x,
                            y: CGFloat(point.y) - frame.minY + collectionView.contentOffset.y)
        guard let menu = collectionView.contextMenu(forItemAt: indexPath, at: local) else { return false }
        return openContextMenu(menu, anchor: CGRect(x: itemFrame.minX, y: itemFrame.minY, width: itemFrame.width, height: itemFrame.height))
    }

    /// A right-click at `point` (screen coordinates) on an item of a collection view inside the
    /// screen's views — a row of cards in a cell of a list — whose delegate gives a menu: true
    /// when it opened. The innermost collection view there is asked first, then those around it.
    public func nestedSecondaryClick(at point: Point) -> Bool {
        guard contextMenu == nil, reachesScrollViews(at: point), let (menu, anchor) = nestedScrollers.secondaryClick(at: point) else { return false }
        return openContextMenu(menu, anchor: anchor)
    }

    /// Opens `menu` beside `anchor` (screen coordinates).
    func openContextMenu(_ menu: UIMenu, anchor: CGRect) -> Bool {
        contextMenu = ContextMenuOverlay(menu: menu, anchor: anchor, size: CGSize(width: host.size.width, height: host.size.height),
                                         safeArea: host.safeAreaInsets.uiEdgeInsets, traits: host.traits)
        return contextMenu != nil
    }

    /// A click while a menu is open: on an action's row, the menu closes and the action runs; on
    /// a submenu's row, the submenu opens in the menu's place; on an opened submenu's header, the
    /// menu it came from comes back; elsewhere the menu closes. Nil when no menu is open.
    func clickContextMenu(at point: Point) -> Bool? {
        guard let menu = contextMenu else { return nil }
        switch menu.hit(at: CGPoint(x: point.x, y: point.y)) {
        case .action(let action):
            contextMenu = nil
            action.perform()
        case .submenu(let submenu):
            contextMenu = menu.opening(submenu) ?? menu
        case .back:
            contextMenu = menu.parent?.overlay
        case nil:
            contextMenu = nil
        }
        return true
    }
}
