import CollectionLayout
import CollectionView
import X11Window

extension CollectionWindow {
    /// Scrolls so the item at `indexPath` is at `position`, as UIKit's
    /// `scrollToItem(at:at:animated:)`, its orthogonal section's strip included (see
    /// `CollectionScreen.scrollToItem(at:at:animated:now:)`); call it on the window's loop, in
    /// `onKey` or a scheduled task. False when there is no such item.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) -> Bool {
        screen.scrollToItem(at: indexPath, at: position, animated: animated, now: MonotonicClock.now())
    }
}
