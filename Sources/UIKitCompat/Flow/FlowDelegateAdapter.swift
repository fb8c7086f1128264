import CollectionLayout

/// A ``UICollectionViewDelegateFlowLayout`` as the engine's flow delegate asks it: UIKit's
/// values in the engine's units, the collection view and layout passed as UIKit passes them.
///
/// The objects are classes user code owns; the engine asks the adapter only during a solve, on
/// the thread that asked for it, as UIKit asks on the main thread.
struct FlowDelegateAdapter: FlowLayoutDelegate, @unchecked Sendable {
    let delegate: any UICollectionViewDelegateFlowLayout
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout

    func flowLayout(_ flowLayout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool {
        guard collectionView.numberOfItems(inSection: section) > 0 else { return false }
        return !UnimplementedMethodProbe.reachesDefault {
            _ = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: section))
        }
    }

    func flowLayout(_ flowLayout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size? {
        delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath).engineSize
    }

    func flowLayout(_ flowLayout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets? {
        delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section).engineInsets
    }

    func flowLayout(_ flowLayout: FlowLayout, container: Size, minimumLineSpacingForSectionAt section: Int) -> Double? {
        Double(delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section))
    }

    func flowLayout(_ flowLayout: FlowLayout, container: Size, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        Double(delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section))
    }

    func flowLayout(_ flowLayout: FlowLayout, container: Size, referenceSizeForHeaderInSection section: Int) -> Size? {
        delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section).engineSize
    }

    func flowLayout(_ flowLayout: FlowLayout, container: Size, referenceSizeForFooterInSection section: Int) -> Size? {
        delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section).engineSize
    }
}
