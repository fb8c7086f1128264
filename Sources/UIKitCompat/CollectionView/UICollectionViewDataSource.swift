import CollectionLayout

/// What supplies a collection view's items and cells, as UIKit's `UICollectionViewDataSource`:
/// the type of ``UICollectionView/dataSource``.
///
/// The program and `CollectionWindow` draw a ``UICollectionViewDiffableDataSource``; a class of
/// your own conforming to this protocol compiles but is not drawn.
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items `section` holds.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell of the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are; one unless implemented, as in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section, as UIKit assumes when a data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
