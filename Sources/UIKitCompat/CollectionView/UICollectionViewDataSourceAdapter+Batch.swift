import CollectionLayout
import CollectionView

extension UICollectionViewDataSourceAdapter {
    /// The data source's counts now, section by section.
    func currentCounts() -> [Int] { itemCounts }

    /// Tells the views showing the data of a checked batch: the cells on screen follow their
    /// items to their new index paths (deleted and reloaded ones leave), and the screen animates
    /// from what it showed, fading out the old contents of what left.
    func show(_ mapping: BatchMapping, animated: Bool, completion: (() -> Void)?) {
        let before = cells.contentsShown()
        cells.follow(mapping)
        let update = DataSourceUpdate(changes: mapping.changes, isAnimated: animated,
                                      newItemPath: mapping.newItemPath, newSectionIndex: mapping.newSectionIndex,
                                      oldItemPath: mapping.oldItemPath, oldSectionIndex: mapping.oldSectionIndex,
                                      oldContent: { before[ShownViews.Key(of: $0)] }, completion: completion)
        notify(update)
    }
}
