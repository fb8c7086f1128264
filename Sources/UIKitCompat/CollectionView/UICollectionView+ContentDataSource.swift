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

    /// Asks the data source again for its counts and for every cell and supplementary view on
    /// screen, as UIKit's `reloadData()`: the screen follows new counts at once, without
    /// animation, clears the selection and keeps its offset within the new content. A diffable
    /// data source reloads by applying a snapshot instead.
    public func reloadData() {
        selectedItem = nil
        countsAreCurrent = false
        guard let adapter = adapter?.adapter else { return }
        adapter.cells.dataChanged()
        adapter.reloadAll()
    }
}
