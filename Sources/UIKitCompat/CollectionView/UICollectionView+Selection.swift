extension UICollectionView {
    /// The items selected, as a click leaves them (one at a time here).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItem.map { [$0] } ?? []
    }

    /// Selects the item a click landed on, as UIKit does: the delegate may refuse it, the one
    /// selected before is deselected, and the delegate is told.
    func clickSelect(_ indexPath: IndexPath) {
        let delegate = collectionDelegate
        guard allowsSelection, delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if let previous = selectedItem, previous != indexPath {
            selectedItem = nil
            delegate?.collectionView(self, didDeselectItemAt: previous)
        }
        selectedItem = indexPath
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Deselects `indexPath`; the delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        if selectedItem == indexPath { selectedItem = nil }
    }

    /// Selects `indexPath`, scrolled to `scrollPosition`; the delegate is not told, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        selectedItem = indexPath
        if let indexPath, !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
}
