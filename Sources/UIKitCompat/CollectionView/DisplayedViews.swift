import CollectionLayout

/// Which cells and supplementary views are on screen, to tell the collection view's delegate as
/// UIKit does: `willDisplay` when one comes on screen, `didEndDisplaying` when it leaves (or the
/// data is reloaded), with the view showing it.
final class DisplayedViews {
    private var displayed: Set<ShownViews.Key> = []

    /// Notes that exactly the views at `now` are on screen, telling `collectionView`'s delegate of
    /// each that came and went; `view(key)` is the view showing an element.
    func update(_ now: Set<ShownViews.Key>, in collectionView: UICollectionView, view: (ShownViews.Key) -> UICollectionReusableView?) {
        guard now != displayed else { return }
        let gone = displayed.subtracting(now), came = now.subtracting(displayed)
        displayed = now
        guard let delegate = collectionView.collectionDelegate else { return }
        for key in gone.sorted(by: Self.order) { tellEnded(key, view: view(key), delegate: delegate, collectionView: collectionView) }
        for key in came.sorted(by: Self.order) {
            guard let shown = view(key) else { continue }
            if let kind = key.kind {
                delegate.collectionView(collectionView, willDisplaySupplementaryView: shown, forElementKind: kind, at: key.indexPath)
            } else if let cell = shown as? UICollectionViewCell {
                delegate.collectionView(collectionView, willDisplay: cell, forItemAt: key.indexPath)
            }
        }
    }

    /// Every view leaves the screen, as on `reloadData()`; the next update brings them back.
    func endAll(in collectionView: UICollectionView, view: (ShownViews.Key) -> UICollectionReusableView?) {
        let gone = displayed
        displayed = []
        guard let delegate = collectionView.collectionDelegate else { return }
        for key in gone.sorted(by: Self.order) { tellEnded(key, view: view(key), delegate: delegate, collectionView: collectionView) }
    }

    /// The views on screen move to where `newKey` puts them; those it puts nowhere leave the
    /// screen, and the delegate is told at their old index paths.
    func rekey(_ newKey: (ShownViews.Key) -> ShownViews.Key?, in collectionView: UICollectionView,
               view: (ShownViews.Key) -> UICollectionReusableView?) {
        var gone: [ShownViews.Key] = [], kept: Set<ShownViews.Key> = []
        for key in displayed {
            if let new = newKey(key) { kept.insert(new) } else { gone.append(key) }
        }
        displayed = kept
        guard let delegate = collectionView.collectionDelegate else { return }
        for key in gone.sorted(by: Self.order) { tellEnded(key, view: view(key), delegate: delegate, collectionView: collectionView) }
    }

    private func tellEnded(_ key: ShownViews.Key, view: UICollectionReusableView?, delegate: any UICollectionViewDelegate,
                           collectionView: UICollectionView) {
        guard let view else { return }
        if let kind = key.kind {
            delegate.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        } else if let cell = view as? UICollectionViewCell {
            delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
    }

    private static func order(_ a: ShownViews.Key, _ b: ShownViews.Key) -> Bool {
        (a.indexPath, a.kind ?? "") < (b.indexPath, b.kind ?? "")
    }
}
