extension UICollectionView {
    /// Shows `layout` in place of the current one, as UIKit's: the items are laid out again and
    /// the view stays scrolled where it was, within the new content. The change is shown at once
    /// here, animated or not.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// As `setCollectionViewLayout(_:animated:)`; `completion` runs with true once it is shown.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }
}
