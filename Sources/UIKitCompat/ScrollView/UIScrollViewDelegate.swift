/// What a scroll view tells the object that follows its scrolling, as UIKit's
/// `UIScrollViewDelegate`. Every method has a default that does nothing, as UIKit's are optional.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed: a scroll, a drag, an animation step or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended with `velocity` (points per millisecond) and the content will rest at
    /// `targetContentOffset`, which the delegate may change.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content came to rest after moving on from a drag or a wheel.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation `setContentOffset(_:animated:)` or `scrollToItem` started came to rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The content's inset adjusted for the safe area changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
