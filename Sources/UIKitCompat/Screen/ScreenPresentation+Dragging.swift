import CollectionLayout
import CollectionView

/// A drag of the shown collection view, told to its delegate as UIKit tells a scroll view's:
/// `isDragging` and `isDecelerating` follow it, and the delegate may move where a let-go drag
/// rests through `targetContentOffset`.
extension ScreenPresentation {
    public func collectionViewWillBeginDragging(contentOffset: Point) {
        guard let collectionView else { return }
        collectionView.contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y)
        collectionView.isDecelerating = false
        collectionView.isDragging = true
        collectionView.delegate?.scrollViewWillBeginDragging(collectionView)
    }

    /// UIKit's velocity is in points a millisecond; the target is a content offset.
    public func collectionViewWillEndDragging(contentOffset: Point, velocity: Point, target: Point) -> Point {
        guard let collectionView, let delegate = collectionView.delegate else { return target }
        collectionView.contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y)
        let asked = UnsafeMutablePointer<CGPoint>.allocate(capacity: 1)
        defer { asked.deallocate() }
        asked.initialize(to: CGPoint(x: target.x, y: target.y))
        delegate.scrollViewWillEndDragging(collectionView, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                           targetContentOffset: asked)
        return Point(x: Double(asked.pointee.x), y: Double(asked.pointee.y))
    }

    public func collectionViewDidEndDragging(contentOffset: Point, willDecelerate: Bool) {
        guard let collectionView else { return }
        collectionView.isDragging = false
        collectionView.isDecelerating = willDecelerate
        collectionView.delegate?.scrollViewDidEndDragging(collectionView, willDecelerate: willDecelerate)
    }

    public func collectionViewDidEndDecelerating(contentOffset: Point) {
        guard let collectionView else { return }
        collectionView.contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y)
        collectionView.isDecelerating = false
        collectionView.delegate?.scrollViewDidEndDecelerating(collectionView)
    }
}
