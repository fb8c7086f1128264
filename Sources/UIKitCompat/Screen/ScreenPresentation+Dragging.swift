import CollectionLayout
import CollectionView

/// A drag of the shown collection view, told to its delegate as UIKit tells a scroll view's.
extension ScreenPresentation {
    public func collectionViewWillBeginDragging(contentOffset: Point) {
        collectionView?.noteWillBeginDragging(at: contentOffset)
    }

    public func collectionViewWillEndDragging(contentOffset: Point, velocity: Point, target: Point) -> Point {
        collectionView?.noteWillEndDragging(at: contentOffset, velocity: velocity, target: target) ?? target
    }

    public func collectionViewDidEndDragging(contentOffset: Point, willDecelerate: Bool) {
        collectionView?.noteDidEndDragging(willDecelerate: willDecelerate)
    }

    public func collectionViewDidEndDecelerating(contentOffset: Point) {
        collectionView?.noteDidEndDecelerating(at: contentOffset)
    }
}
