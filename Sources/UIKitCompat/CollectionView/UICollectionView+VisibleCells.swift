extension UICollectionView {
    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        (shownViews?.views ?? []).compactMap { $0.key.kind == nil ? $0.view as? UICollectionViewCell : nil }
    }

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
