import CollectionLayout

/// Pull to refresh, as UIKit's `UIRefreshControl` on a scroll view: pulled past its threshold
/// by a drag (or wheel notches up at the top), the control starts refreshing and tells its
/// targets; let go, the content rests below the control's room until it ends refreshing, then
/// springs back to the top. The control's room is added to the leading inset (`refreshInset`)
/// only while no drag holds the content, so the content never jumps under the pointer.
extension CollectionScreen {
    /// The refresh control above a vertical collection view's content; nil otherwise.
    var pullRefresh: PullRefresh? {
        guard mainAxis == .vertical, let chrome = layoutDescription.screenChrome else { return nil }
        return host.solving { chrome.pullRefresh }
    }

    /// How far the content shows past its top, in points.
    var pulledDistance: Double { Swift.max(0, -scroll.main.offset) }

    /// Starts the refresh control when the content is pulled past its threshold.
    func notePull() {
        guard let refresh = pullRefresh, !refresh.isRefreshing, pulledDistance >= refresh.triggerDistance,
              let chrome = layoutDescription.screenChrome else { return }
        host.solving { chrome.pullPassedRefreshThreshold() }
        invalidateDrawnFrame()
    }

    /// Gives the content the refresh control's room while it refreshes and takes it back when it
    /// ends, keeping what is on screen where it is; then the content settles in the new range
    /// (`settling`), or the drag being let go sends it there. Returns how far scroll positions moved.
    @discardableResult
    func followRefresh(now: Double, settling: Bool = true) -> Double {
        let wanted = pullRefresh.map { $0.isRefreshing ? $0.extent : 0 } ?? 0
        guard wanted != refreshInset else { return 0 }
        let delta = wanted - refreshInset
        refreshInset = wanted
        if let chrome = layoutDescription.screenChrome { host.solving { chrome.refreshRoomDidChange(to: wanted) } }
        scroll.rebaseMain(by: delta, maximum: scrollMaximum(for: layout), now: now, resting: resting, settling: settling)
        invalidateDrawnFrame()
        return delta
    }

    /// Follows the refresh control between frames, unless a drag or a wheel pull holds the content.
    func stepRefresh(now: Double) {
        stepWheelPull(now: now)
        guard wheelPull == nil, gestures.drag == nil else { return }
        followRefresh(now: now)
    }

    /// Wheel notches up (`notches` < 0) at rest at the top pull the refresh control down; true
    /// when the notches went to the pull.
    func wheelPull(notches: Double, now: Double) -> Bool {
        guard pullRefresh != nil, gestures.drag == nil, contentBounces else { return false }
        if var pull = wheelPull {
            guard notches < 0 else { return false }
            pull.distance -= notches * WheelScroller.notch
            pull.lastNotch = now
            wheelPull = pull
        } else {
            guard notches < 0, scroll.main.offset <= 0, !scroll.isMainMoving else { return false }
            wheelPull = WheelPull(distance: -notches * WheelScroller.notch, lastNotch: now)
        }
        scroll.dragMain(to: -(wheelPull?.distance ?? 0), viewportLength: viewportLength)
        notePull()
        invalidation.insert(.display)
        return true
    }

    /// Lets a wheel pull go once the wheel has paused: the content springs back, to below the
    /// control's room when the pull started it.
    func stepWheelPull(now: Double) {
        guard let pull = wheelPull, now - pull.lastNotch >= WheelPull.pause else { return }
        wheelPull = nil
        followRefresh(now: now, settling: false)
        scroll.releaseHeldMain(now: now, resting: resting)
        invalidation.insert(.display)
    }
}

extension CollectionScreen {
    /// Whether the screen's code may queue work on the main queue that the window must run
    /// while it shows the screen (an `asyncAfter` that ends refreshing, a `Task` that loads).
    public var runsMainQueue: Bool { layoutDescription.screenChrome?.runsMainQueue ?? false }

    /// Runs the screen's main-queue work that is due; what it changed is drawn in the next frame.
    public func runMainQueue() {
        guard let chrome = layoutDescription.screenChrome, host.solving({ chrome.runMainQueue() }) else { return }
        invalidateDrawnFrame()
    }
}
