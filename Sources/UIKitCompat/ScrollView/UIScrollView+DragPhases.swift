import CollectionLayout

/// A drag of a shown scroll view, told to its delegate as UIKit tells it: `isDragging` and
/// `isDecelerating` follow it, and the delegate may move where a let-go drag rests through
/// `targetContentOffset`.
extension UIScrollView {
    func noteWillBeginDragging(at offset: Point) {
        scrolled(to: CGPoint(x: offset.x, y: offset.y))
        isDecelerating = false
        isDragging = true
        // A drag dismisses the keyboard as `keyboardDismissMode` asks: editing ends.
        if keyboardDismissMode.endsEditingWhenDragBegins, let field = TextInputFocus.field { field.resignFirstResponder() }
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// UIKit's velocity is in points a millisecond (`velocity` is in points a second); the
    /// target is a content offset.
    func noteWillEndDragging(at offset: Point, velocity: Point, target: Point) -> Point {
        guard let delegate else { return target }
        scrolled(to: CGPoint(x: offset.x, y: offset.y))
        let asked = UnsafeMutablePointer<CGPoint>.allocate(capacity: 1)
        defer { asked.deallocate() }
        asked.initialize(to: CGPoint(x: target.x, y: target.y))
        delegate.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                           targetContentOffset: asked)
        return Point(x: Double(asked.pointee.x), y: Double(asked.pointee.y))
    }

    func noteDidEndDragging(willDecelerate: Bool) {
        isDragging = false
        isDecelerating = willDecelerate
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    }

    /// An animated scroll code asked for came to rest.
    func noteDidEndScrollingAnimation() {
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    func noteDidEndDecelerating(at offset: Point) {
        scrolled(to: CGPoint(x: offset.x, y: offset.y))
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
