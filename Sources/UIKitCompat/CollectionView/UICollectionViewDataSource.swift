import CollectionLayout

/// What supplies a collection view's items and cells, as UIKit's `UICollectionViewDataSource`:
/// the type of ``UICollectionView/dataSource``.
///
/// A class of your own conforming to it is drawn as UIKit draws it: its counts, and the cells its
/// `collectionView(_:cellForItemAt:)` dequeues (``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:file:line:)``),
/// reused as they leave the screen. Hand ``UICollectionView/contentDataSource`` to `CollectionWindow`;
/// `xcollection --swift` takes it from the collection view.
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` holds.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell of the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are; one unless implemented, as in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The configured view of a supplementary element (a header, a footer); a view that draws
    /// nothing unless implemented.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when a data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// An empty view, for a data source that provides no supplementary views.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
