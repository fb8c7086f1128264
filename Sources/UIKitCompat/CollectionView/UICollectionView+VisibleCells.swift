extension UICollectionView {
    /// Where the cells on screen are, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        (shownViews?.views ?? []).compactMap { $0.key.kind == nil ? $0.key.indexPath : nil }
    }

    /// The cell on screen at `indexPath`; nil when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shownViews?.view(at: ShownViews.Key(indexPath: indexPath, kind: nil)) as? UICollectionViewCell
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`; nil when it is not on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownViews?.view(at: ShownViews.Key(indexPath: indexPath, kind: elementKind))
    }
}

extension UICollectionView {
    /// The cells and supplementary views on screen, in index path order, each placed and laid
    /// out at the frame the layout gave it in the collection view's content, as UIKit holds them
    /// as the collection view's subviews: for descriptions of the view tree.
    package func placedReusableViews() -> [UICollectionReusableView] {
        (shownViews?.views ?? []).map { key, view in
            let attributes = key.kind.map { collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: $0, at: key.indexPath) }
                ?? collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
            if let frame = attributes?.frame, view.frame != frame {
                view.frame = frame
                view.layoutIfNeeded()
            }
            return view
        }
    }
}
