import CollectionLayout

extension CollectionScreen {
    /// Runs the scroll the screen's code asked for since the last frame, if any; an animated one
    /// is told to the chrome when it comes to rest, as UIKit's `scrollViewDidEndScrollingAnimation`.
    func runRequestedScroll(now: Double) {
        guard let chrome = layoutDescription.screenChrome, let request = host.solving({ chrome.takeRequestedScroll() }) else { return }
        switch request {
        case .offset(let point, let animated):
            let main = mainAxis == .vertical ? point.y : point.x
            if animated {
                let position = Swift.min(Swift.max(scrollPosition(ofContentOffset: main), 0), scroll.main.maximum)
                scroll.scrollMain(to: position, now: now)
                requestedScrollIsAnimating = true
            } else {
                setMainOffset(main)
            }
        case .item(let indexPath, let position, let animated):
            if scrollToItem(at: indexPath, at: position, animated: animated, now: now), animated { requestedScrollIsAnimating = true }
        }
        invalidation.insert(.display)
    }

    /// Tells the chrome an animated scroll its code asked for came to rest.
    func noteRequestedScrollRest() {
        guard requestedScrollIsAnimating, !scroll.isAnimating else { return }
        requestedScrollIsAnimating = false
        if let chrome = layoutDescription.screenChrome { host.solving { chrome.collectionViewDidEndScrollingAnimation() } }
    }
}
