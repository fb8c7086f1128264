extension UICollectionView {
    /// The menu the delegate gives for a right-click or a long press on the item at `indexPath`,
    /// `point` in the collection view's own coordinates (its content's, scrolled), asking as UIKit
    /// does: `contextMenuConfigurationForItemsAt` (iOS 16) first, then the iOS 13 single-item
    /// method. Nil when the delegate gives none.
    func contextMenu(forItemAt indexPath: IndexPath, at point: CGPoint) -> UIMenu? {
        guard let delegate = collectionDelegate else { return nil }
        let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
            ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
        return configuration?.menu
    }
}
