import CollectionLayout

/// A drag of the main axis told to the screen around the collection view, in UIKit's order:
/// `scrollViewWillBeginDragging` as it starts; at the release
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, whose answer is where the
/// content rests, then `scrollViewDidEndDragging(_:willDecelerate:)`; and
/// `scrollViewDidEndDecelerating` when the content it let go comes to rest.
extension CollectionScreen {
    func noteMainDragBegan() {
        deceleratesFromDrag = false
        guard let chrome = layoutDescription.screenChrome else { return }
        let offset = contentOffsetPoint
        host.solving { chrome.collectionViewWillBeginDragging(contentOffset: offset) }
    }

    /// Lets the main axis go at `velocity` (points a second) into momentum, a snap or a spring,
    /// resting where the layout says unless the screen's delegate moves the target.
    func releaseMainDrag(velocity: Double, dragStart: Double, now: Double) {
        // A refresh control the drag started takes its room now, under the content let go.
        let dragStart = dragStart + followRefresh(now: now, settling: false)
        // The layout is asked where the drag rests with the view's bounds where it was let go.
        followBounds()
        let chrome = layoutDescription.screenChrome
        let offset = contentOffsetPoint, axis = mainAxis, inset = mainInsets.leading
        let host = self.host
        let point = { (main: Double) in axis == .vertical ? Point(x: 0, y: main) : Point(x: main, y: 0) }
        scroll.releaseMain(velocity: velocity, dragStart: dragStart, now: now, resting: resting) { target in
            guard let chrome else { return target }
            let asked = host.solving {
                chrome.collectionViewWillEndDragging(contentOffset: offset, velocity: point(velocity), target: point(target - inset))
            }
            return asked[axis] + inset
        }
        deceleratesFromDrag = scroll.isMainMoving
        guard let chrome else { return }
        let moving = deceleratesFromDrag
        host.solving { chrome.collectionViewDidEndDragging(contentOffset: offset, willDecelerate: moving) }
    }

    /// Tells the screen a deceleration from a drag ended, when `event` is the main axis's rest.
    func noteRestAfterDrag(_ event: CollectionEvent) {
        guard deceleratesFromDrag, case .settledMain = event else { return }
        deceleratesFromDrag = false
        guard let chrome = layoutDescription.screenChrome else { return }
        let offset = contentOffsetPoint
        host.solving { chrome.collectionViewDidEndDecelerating(contentOffset: offset) }
    }
}
