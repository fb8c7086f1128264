import CollectionLayout

extension CollectionScreen {
    /// Button 1 went down at `point` (view coordinates) at event `time` (ms, the X server's
    /// clock) and monotonic `now` (s). It stops whatever was moving under it, as a touch stops
    /// a scroll view: the main axis, and the orthogonal section under the pointer.
    public func pointerPressed(at point: Point, time: Double = 0, now: Double = 0) {
        nestedPress = nil
        if let chrome = layoutDescription.screenChrome, host.solving({ chrome.nestedPointerPressed(at: point, time: time, now: now) }) {
            nestedPress = .undecided
        }
        var caught: [DragGesture.Target] = []
        if scroll.isMainMoving { caught.append(.main) }
        scroll.holdMain(now: now)
        if let section = orthogonalSection(at: point) {
            if scroll.orthogonal[section]?.isMoving == true { caught.append(.orthogonal(section: section)) }
            scroll.withSection(section) { $0.catchMotion(now: now) }
        }
        swipeNotePress(at: point)
        gestures.pressed(at: point, time: time, now: now, caught: caught)
    }

    /// The pointer moved; past the slop a press becomes a drag locked to the axis it moved
    /// along most: sideways over an orthogonal section drags that section, anything else the
    /// main axis.
    public func pointerMoved(to point: Point, time: Double = 0, now: Double = 0) {
        if nestedPress == .undecided || nestedPress == .taken, let chrome = layoutDescription.screenChrome {
            let claim = host.solving { chrome.nestedPointerMoved(to: point, time: time, now: now) }
            nestedPress = claim == .declined ? nil : claim
            if claim == .taken {
                cancelPointer(now: now)
                invalidation.insert(.display)
                return
            }
        }
        let drag = gestures.moved(to: point, time: time) { along, pressPoint, lockPoint in
            if along == .horizontal, let swipe = swipeBegin(at: pressPoint, movingRight: lockPoint.x > pressPoint.x) {
                return DragGesture(target: .rowSwipe(swipe.indexPath), axis: .horizontal, lockPoint: lockPoint,
                                   startOffset: swipe.offset, sign: swipe.revealsOnRight ? 1 : -1)
            }
            swipeCloseForOtherDrag(now: now)
            if along == mainAxis.cross, let section = orthogonalSection(at: pressPoint), let offset = scroll.orthogonal[section]?.offset {
                return DragGesture(target: .orthogonal(section: section), axis: along, lockPoint: lockPoint, startOffset: offset,
                                   sign: layout.orthogonalSign)
            }
            scroll.setMain(scroll.main.offset)
            noteMainDragBegan()
            return DragGesture(target: .main, axis: mainAxis, lockPoint: lockPoint, startOffset: scroll.main.offset)
        }
        guard let drag else { return }
        let raw = drag.rawOffset(at: point)
        switch drag.target {
        case .main:
            // On a sheet, a drag that began at the top pulls the sheet rather than the content.
            if mainAxis == .vertical, drag.startOffset <= 0, let chrome = layoutDescription.screenChrome,
               host.solving({ chrome.contentPulledDown(by: -raw) }) {
                scroll.dragMain(to: 0, viewportLength: viewportLength, bounces: contentBounces)
                break
            }
            scroll.dragMain(to: raw, viewportLength: viewportLength, bounces: contentBounces)
            notePull()
        case .orthogonal(let section): scroll.withSection(section) { $0.drag(to: raw) }
        case .rowSwipe: rowSwipe?.drag(to: raw)
        }
        invalidation.insert(.display)
    }

    /// Button 1 came up: a tap selects the item under it, or expands or collapses it when it
    /// lands on the item's outline disclosure accessory; a drag is released with the
    /// pointer's velocity into momentum, a snap, or a spring back from past an end; a press that
    /// only stopped a scroll lets it come to rest where its behaviour allows, selecting nothing.
    public func pointerReleased(at point: Point, time: Double = 0, now: Double = 0) {
        if nestedPress != nil, let chrome = layoutDescription.screenChrome {
            nestedPress = nil
            if host.solving({ chrome.nestedPointerReleased(at: point, time: time, now: now) }) {
                cancelPointer(now: now)
                invalidation.insert(.display)
                return
            }
        }
        if gestures.drag != nil { pointerMoved(to: point, time: time, now: now) }
        switch gestures.released(at: point) {
        case .drag(let drag):
            let velocity = drag.offsetVelocity(at: time)
            switch drag.target {
            case .orthogonal(let section):
                scroll.withSection(section) { $0.release(velocity: velocity, dragStart: drag.startOffset, now: now) }
            case .main:
                if let chrome = layoutDescription.screenChrome, host.solving({ chrome.contentPullReleased(velocity: velocity) }) {
                    scroll.releaseHeldMain(now: now, resting: resting)
                    break
                }
                releaseMainDrag(velocity: velocity, dragStart: drag.startOffset, now: now)
            case .rowSwipe:
                swipeRelease(velocity: velocity, now: now)
            }
            invalidation.insert(.display)
        case .caught(let targets):
            _ = swipeTakeTap(at: point, now: now)
            for target in targets {
                switch target {
                case .main: scroll.releaseHeldMain(now: now, resting: resting)
                case .orthogonal(let section): scroll.withSection(section) { $0.release(velocity: 0, dragStart: $0.offset, now: now) }
                case .rowSwipe: break
                }
            }
            invalidation.insert(.display)
        case .tap(let tap):
            if swipeTakeTap(at: tap, now: now) { return }
            // The screen's bars are in front of the content: a tap on one is theirs.
            if let chrome = layoutDescription.screenChrome, host.solving({ chrome.click(at: tap, host: host, time: now) }) {
                invalidateDrawnFrame()
                return
            }
            guard let cell = hits.cell(at: tap) else { return }
            // A control inside the cell (a button in a row) takes the click, not the cell.
            if let chrome = layoutDescription.screenChrome,
               host.solving({ chrome.clickInCell(at: cell.indexPath, point: Point(x: tap.x - cell.frame.minX, y: tap.y - cell.frame.minY), time: now) }) {
                invalidateDrawnFrame()
                return
            }
            if togglesOutline(of: cell, tappedAt: tap) { return }
            let path = cell.indexPath
            selection = path
            invalidation.insert(.display)
            onEvent?(.select(path))
            if let chrome = layoutDescription.screenChrome { host.solving { chrome.collectionViewDidSelect(path) } }
        case .none:
            return
        }
    }

    /// Another view took the press under way (a scroll view inside a cell took its drag): what
    /// the press caught comes to rest, and it becomes neither a tap nor a drag.
    public func cancelPointer(now: Double) {
        for target in gestures.cancel() {
            switch target {
            case .main: scroll.releaseHeldMain(now: now, resting: resting)
            case .orthogonal(let section): scroll.withSection(section) { $0.release(velocity: 0, dragStart: $0.offset, now: now) }
            case .rowSwipe: break
            }
        }
        invalidation.insert(.display)
    }

    /// Whether the content moves along `axis` under a wheel or a drag at `point` (view
    /// coordinates): along the main axis when there is more content than view, across it over
    /// an orthogonal section.
    public func canScroll(along axis: Axis, at point: Point) -> Bool {
        (axis == mainAxis && scroll.main.maximum > 0) || (axis == mainAxis.cross && orthogonalSection(at: point) != nil)
    }

    /// A right-click at `point` (view coordinates): the context menu of the item under it — of a
    /// collection view in the item's cell first, as the innermost view takes a touch on iOS —
    /// when the screen around the collection view has one.
    public func secondaryClick(at point: Point) {
        guard let chrome = layoutDescription.screenChrome else { return }
        if host.solving({ chrome.nestedSecondaryClick(at: point) }) {
            invalidateDrawnFrame()
            return
        }
        guard let cell = hits.cell(at: point) else { return }
        if host.solving({ chrome.showContextMenu(forItemAt: cell.indexPath, at: point, itemFrame: cell.frame) }) { invalidateDrawnFrame() }
    }

    /// A press held still on an item for UIKit's long-press time opens the item's context menu,
    /// as a long touch does on iOS; its release then selects nothing.
    func stepLongPress(now: Double) {
        guard let point = gestures.longPressDue(now: now) else { return }
        guard let chrome = layoutDescription.screenChrome, let cell = hits.cell(at: point) else {
            gestures.noteLongPress(opened: false)
            return
        }
        let opened = host.solving { chrome.showContextMenu(forItemAt: cell.indexPath, at: point, itemFrame: cell.frame) }
        gestures.noteLongPress(opened: opened)
        if opened { invalidateDrawnFrame() }
    }

    /// The pointer left the view: nothing is under it any more.
    public func pointerLeft() {
        gestures.left()
    }
}
