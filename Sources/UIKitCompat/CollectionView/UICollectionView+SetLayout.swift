extension UICollectionView {
    /// Shows `layout` in place of the current one, as UIKit's: the items are laid out again and
    /// the view stays scrolled where it was, within the new content; animated, each element
    /// slides from its old frame to its new one, those that come into view fade in and those
    /// that leave it fade out, on the curve of an animated batch update.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// As `setCollectionViewLayout(_:animated:)`; `completion` runs with true once it is shown.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        // On a screen the engine shows the new layout at its next frame, its elements moving
        // there when animated, and the completion waits for that; elsewhere it is shown at once.
        guard let enginePresentation else {
            completion?(true)
            return
        }
        enginePresentation.collectionViewLayoutDidChange(animated: animated, completion: completion.map { done in { done(true) } })
    }
}
