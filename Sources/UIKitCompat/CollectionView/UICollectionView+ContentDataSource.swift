import CollectionView

extension UICollectionView {
    /// The data source as the engine draws it, to hand to `CollectionWindow` or a snapshot scene:
    /// a diffable data source itself, or one of your own through an adapter that asks it for
    /// counts and cells; nil when there is no data source.
    public var contentDataSource: (any CollectionDataSource)? {
        guard let source = dataSource else { return nil }
        if let drawn = source as? any CollectionDataSource { return drawn }
        if let adapter, adapter.source == ObjectIdentifier(source) { return adapter.adapter }
        let made = UICollectionViewDataSourceAdapter(collectionView: self, source: source)
        adapter = (ObjectIdentifier(source), made)
        return made
    }

    /// Provides every cell and supplementary view on screen again from the data source, as
    /// UIKit's `reloadData()`; a diffable data source reloads by applying a snapshot instead.
    public func reloadData() {
        adapter?.adapter.cells.dataChanged()
    }
}
