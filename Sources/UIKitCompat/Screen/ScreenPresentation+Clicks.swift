import CollectionLayout
import CollectionView

/// Clicks on the screen's views, selections in its collection view, and going back.
extension ScreenPresentation {
    public func goBack() -> Bool {
        if contextMenu != nil {
            contextMenu = nil
            return true
        }
        // An active search is cancelled before the screen goes back, as its Cancel button does.
        if let collectionView, let search = searchController(over: collectionView), search.isActive {
            search.searchBar.cancel()
            return true
        }
        // The screen presented last, from whichever controller presented it.
        var top: UIViewController = presentedLayers.last?.controller ?? rootViewController
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        if let alert = top as? UIAlertController {
            // Escape is the cancel action's; an alert without one stays.
            _ = alert.cancelFromKeyboard()
            return true
        }
        if top !== rootViewController {
            // A sheet goes as a drag would take it: asked first, and kept when it refuses.
            if let layer = presentedLayers.last, layer.controller === top, layer.clipsToSheetShape {
                if top.askUserDismissal() { top.dismissByUser() }
            } else {
                top.dismiss(animated: true)
            }
            topScreenDidChange()
            return true
        }
        if let navigation = Self.visibleNavigationController(in: top), navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
            return true
        }
        return false
    }

    /// The navigation controller shown deepest in `controller`'s screen.
    static func visibleNavigationController(in controller: UIViewController) -> UINavigationController? {
        var found = controller as? UINavigationController
        for child in controller.shownChildren {
            if let deeper = visibleNavigationController(in: child) { found = deeper }
        }
        return found
    }

    public func collectionViewDidSelect(_ indexPath: IndexPath) {
        collectionView?.clickSelect(indexPath)
    }

    public var collectionViewSelection: IndexPath?? {
        guard let collectionView else { return .none }
        return .some(collectionView.selectedItem)
    }

    public func click(at point: Point, host: LayoutHost, time: Double?) -> Bool {
        show(host)
        if let handled = clickContextMenu(at: point) { return handled }
        let cgPoint = CGPoint(x: point.x, y: point.y)
        let root = topView, origin = topOrigin, rootFrame = topFrame
        // Beside a sheet, on the dimmed screens beneath, a click does nothing.
        guard rootFrame.contains(cgPoint) else { return true }
        let outside = collectionView == nil || !collectionViewFrame(on: host).contains(point)
        let hit = collectionView.flatMap { frontView(at: cgPoint, in: root, toward: $0, origin: origin) }
            ?? (outside ? Self.deepestView(at: cgPoint, in: root, frame: rootFrame, skipping: collectionView) : nil)
        guard let hit else { return outside }
        _ = hit.clickNearestControl(at: CGPoint(x: cgPoint.x - origin.x, y: cgPoint.y - origin.y), in: root, time: time)
        openRequestedMenu(origin: origin)
        return true
    }

    public func clickInCell(at indexPath: IndexPath, point: Point, time: Double?) -> Bool {
        let clicked = collectionView?.clickControl(inCellAt: indexPath, point: point, time: time) ?? false
        // A menu of a button in the cell opens beside it: the cell's views are placed at the
        // cell's frame on the screen, its content scrolled.
        if let collectionView, let frame = collectionViewFrame,
           let cell = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
            openRequestedMenu(origin: CGPoint(x: frame.minX + cell.minX - collectionView.contentOffset.x,
                                              y: frame.minY + cell.minY - collectionView.contentOffset.y))
        } else {
            _ = MenuRequests.take()
        }
        return clicked
    }

    /// Opens the menu a click asked for (a button's, a bar button item's) beside what was
    /// clicked; `origin` is where the top screen's root view is on the screen.
    func openRequestedMenu(origin: CGPoint) {
        guard let request = MenuRequests.take() else { return }
        _ = openContextMenu(request.menu, anchor: request.anchor.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// The deepest visible view in front of `target` under `point`.
    func frontView(at point: CGPoint, in view: UIView, toward target: UIView, origin: CGPoint) -> UIView? {
        guard view !== target, let index = view.subviews.firstIndex(where: { target.isDescendant(of: $0) }) else { return nil }
        for front in view.subviews[(index + 1)...].reversed() {
            let frame = CGRect(x: origin.x + front.frame.minX - view.bounds.minX, y: origin.y + front.frame.minY - view.bounds.minY,
                               width: front.frame.width, height: front.frame.height)
            if let hit = Self.deepestView(at: point, in: front, frame: frame) { return hit }
        }
        let child = view.subviews[index]
        return frontView(at: point, in: child, toward: target,
                         origin: CGPoint(x: origin.x + child.frame.minX - view.bounds.minX, y: origin.y + child.frame.minY - view.bounds.minY))
    }

    /// The deepest visible, interactive view of `view`'s tree (`view` at `frame`) under `point`,
    /// leaving out `skipped`'s tree.
    static func deepestView(at point: CGPoint, in view: UIView, frame: CGRect, skipping skipped: UIView? = nil) -> UIView? {
        guard view !== skipped, !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
        for subview in view.subviews.reversed() {
            let subframe = CGRect(x: frame.minX + subview.frame.minX - view.bounds.minX, y: frame.minY + subview.frame.minY - view.bounds.minY,
                                  width: subview.frame.width, height: subview.frame.height)
            if let hit = deepestView(at: point, in: subview, frame: subframe, skipping: skipped) { return hit }
        }
        return frame.contains(point) ? view : nil
    }
}
