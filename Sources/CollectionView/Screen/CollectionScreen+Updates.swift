import CollectionLayout

extension CollectionScreen {
    /// Follows a change of the data source's contents, as UIKit's collection view follows an
    /// applied snapshot: the layout is solved for the new contents; the main offset stays where it
    /// was, clamped to the new content; each orthogonal section that survives keeps its offset
    /// under its new index; and measured cells keep their sizes wherever their items went, so
    /// nothing that stays on screen changes size; a selected item stays selected where it goes.
    /// Reloaded and reconfigured items are measured again. An animated update runs as an `UpdateAnimation` from what is on screen now.
    func apply(_ update: DataSourceUpdate) {
        swipeForget()
        let counts = dataSource.itemCounts
        let before = renderer, beforeOffsets = offsets
        let onScreen = presentedNow()
        let anchor = keepsVisibleContentAnchored ? visibleAnchor(through: update) : nil
        let finishing = updateAnimation
        // The selection is the item's, as UIKit keeps it: it goes where the item goes, and a
        // deleted item is no longer selected (the item that takes its place is not).
        selection = selection.flatMap(update.newItemPath)
        do {
            var measurements = LayoutMeasurements()
            if !sizing.measurements.isEmpty {
                let estimated = try host.solving { () throws(LayoutError) in try layoutDescription.solveLayout(container: size, itemCounts: counts) }
                let remeasured = Set(update.changes.reloadedItems + update.changes.reconfiguredItems)
                measurements = sizing.measurements.remapped(
                    items: { path in update.newItemPath(path).flatMap { remeasured.contains($0) ? nil : $0 } },
                    sections: update.newSectionIndex, in: estimated)
            }
            let solved = try solve(container: size, itemCounts: counts, measurements: measurements)
            sizing.replace(measurements)
            let offset = scroll.main.offset
            scroll.remapOrthogonalSections(update.newSectionIndex)
            install(solved)
            scroll.setMainMaximum(scrollMaximum(for: solved))
            scroll.setMain(anchor.flatMap { anchoredOffset($0) }.map(scrollPosition(ofContentOffset:)) ?? offset)
            measureVisible()
        } catch {
            onUpdateFailure?(error)
        }
        let changes = update.changes
        onEvent?(.applied(inserted: changes.insertedSections.count + changes.insertedItems.count,
                          deleted: changes.deletedSections.count + changes.deletedItems.count,
                          moved: changes.movedSections.count + changes.movedItems.count,
                          reloaded: changes.reloadedSections.count + changes.reloadedItems.count + changes.reconfiguredItems.count))
        // An animation cut short hands over what it showed; its completion runs now, as UIKit's does.
        finishing?.completion?()
        updateAnimation = nil
        guard update.isAnimated, updateAnimationDuration > 0 else {
            invalidateDrawnFrame()
            update.completion?()
            return
        }
        // As UIKit: the layout, prepared for the new data, is told the changes, asked where
        // items appear and disappear, then told the update is set.
        layout.prepare(forUpdates: update.changes.layoutUpdateItems)
        // Then asked where the update leaves the view, as UIKit asks
        // targetContentOffset(forProposedContentOffset:) during an animated update.
        let proposed = contentOffset(ofScroll: scroll.main.offset)
        let target = layout.targetMainOffset(forProposed: proposed)
        if target != proposed, target.isFinite { scroll.setMain(scrollPosition(ofContentOffset: target)) }
        updateAnimation = animation(of: update, from: onScreen, in: before, at: beforeOffsets)
        layout.finalizeUpdates()
        invalidateDrawnFrame()
    }

    /// The first visible item that survives `update`: where it will be, and how far down the
    /// viewport its frame starts now.
    private func visibleAnchor(through update: DataSourceUpdate) -> (path: IndexPath, onScreen: Double)? {
        let visible = renderer.visibleElements(offsets: offsets, viewport: size)
            .filter { $0.category == .cell && renderer.orthogonalSection(of: $0) == nil }
            .sorted { $0.frame.min(mainAxis) < $1.frame.min(mainAxis) }
        for element in visible {
            guard let path = update.newItemPath(element.indexPath) else { continue }
            return (path, element.frame.min(mainAxis) - offsets.main)
        }
        return nil
    }

    /// The main offset that puts `anchor`'s item where it was in the viewport.
    private func anchoredOffset(_ anchor: (path: IndexPath, onScreen: Double)) -> Double? {
        layout.attributesForItem(at: anchor.path, offsets: offsets).map { $0.frame.min(mainAxis) - anchor.onScreen }
    }

    /// What is on screen now, as presented elements: the animation's frame in flight, or the
    /// layout's visible elements as they are.
    func presentedNow() -> [PresentedElement] {
        if let updateAnimation {
            return updateAnimation.presented(renderer, offsets: offsets, viewport: size,
                                             progress: updateAnimation.progress(at: animationClock))
        }
        return renderer.visibleElements(offsets: offsets, viewport: size).map { PresentedElement(attributes: $0, alpha: 1, content: nil) }
    }

    /// The animation from `shown` (what `before` drew at `beforeOffsets`) to the layout now.
    private func animation(of update: DataSourceUpdate, from shown: [PresentedElement], in before: CollectionRenderer,
                           at beforeOffsets: ScrollOffsets) -> UpdateAnimation {
        var animation = UpdateAnimation(duration: updateAnimationDuration, curve: updateAnimationCurve, completion: update.completion)
        let reloaded = Set(update.changes.reloadedItems)
        let reloadedSections = Set(update.changes.reloadedSections)
        for element in shown {
            let frame = before.onScreen(element.attributes.frame, offsets: beforeOffsets)
            let key = element.content == nil ? update.newKey(of: element.attributes, in: before.layout) : nil
            guard let key else {
                let content = element.content ?? update.oldContent(element.attributes)
                var leaving = LeavingElement(attributes: element.attributes, fromFrame: frame, fromAlpha: element.alpha,
                                             content: content, replacement: nil)
                if element.content == nil, element.attributes.category == .cell,
                   let end = layout.finalTransition(ofDisappearingItemAt: element.attributes.indexPath) {
                    leaving.toFrame = renderer.onScreen(end.frame, offsets: offsets)
                    leaving.toAlpha = end.alpha
                }
                animation.leaving.append(leaving)
                continue
            }
            let isReloaded = key.category == .cell && reloaded.contains(key.indexPath) || reloadedSections.contains(key.indexPath.section)
            if isReloaded {
                // A reload cross-fades: the old content fades out over the new cell as it fades in.
                animation.leaving.append(LeavingElement(attributes: element.attributes, fromFrame: frame, fromAlpha: element.alpha,
                                                        content: update.oldContent(element.attributes), replacement: key))
                animation.tracks[key] = ElementTrack(fromFrame: frame, fromAlpha: 0)
            } else {
                animation.tracks[key] = ElementTrack(fromFrame: frame, fromAlpha: element.alpha)
            }
        }
        for element in renderer.visibleElements(offsets: offsets, viewport: size) {
            let key = DrawnFrame.Key(element)
            guard animation.tracks[key] == nil else { continue }
            if let oldKey = update.oldKey(of: element, in: renderer.layout), let old = before.attributes(for: oldKey, offsets: beforeOffsets) {
                // It was off screen before: it slides in from where it was.
                animation.tracks[key] = ElementTrack(fromFrame: before.onScreen(old.frame, offsets: beforeOffsets), fromAlpha: 1)
            } else if key.category == .cell, let start = layout.initialTransition(ofAppearingItemAt: key.indexPath) {
                animation.tracks[key] = ElementTrack(fromFrame: renderer.onScreen(start.frame, offsets: offsets), fromAlpha: start.alpha,
                                                     toAlpha: 1)
            } else {
                animation.entering.insert(key)
            }
        }
        return animation
    }

    /// The movement from `shown` (what `before` drew at `beforeOffsets`) to the layout now, for a
    /// new layout of the same data: each element is itself under both, so it slides from where
    /// it is to where the new layout puts it; one the new layout has off screen slides out of
    /// view, one that was off screen slides in, and one that exists under one layout only (a
    /// header the new one has not) fades.
    func layoutTransition(from shown: [PresentedElement], in before: CollectionRenderer, at beforeOffsets: ScrollOffsets,
                          completion: (() -> Void)?) -> UpdateAnimation {
        var animation = UpdateAnimation(duration: updateAnimationDuration, curve: updateAnimationCurve, completion: completion)
        for element in shown {
            let frame = before.onScreen(element.attributes.frame, offsets: beforeOffsets)
            let key = DrawnFrame.Key(element.attributes)
            if element.content == nil, renderer.attributes(for: key, offsets: offsets) != nil {
                animation.tracks[key] = ElementTrack(fromFrame: frame, fromAlpha: element.alpha)
            } else {
                animation.leaving.append(LeavingElement(attributes: element.attributes, fromFrame: frame, fromAlpha: element.alpha,
                                                        content: element.content, replacement: nil))
            }
        }
        for element in renderer.visibleElements(offsets: offsets, viewport: size) {
            let key = DrawnFrame.Key(element)
            guard animation.tracks[key] == nil else { continue }
            if let old = before.attributes(for: key, offsets: beforeOffsets) {
                animation.tracks[key] = ElementTrack(fromFrame: before.onScreen(old.frame, offsets: beforeOffsets), fromAlpha: 1)
            } else {
                animation.entering.insert(key)
            }
        }
        return animation
    }

    /// Moves the animated update on to `now`, ending it (and running its completion) when done.
    func stepUpdateAnimation(now: Double) {
        animationClock = now
        guard var animation = updateAnimation else { return }
        if animation.start == nil {
            animation.start = now
            updateAnimation = animation
        }
        invalidateDrawnFrame()
        if animation.progress(at: now) >= 1 {
            updateAnimation = nil
            animation.completion?()
        }
    }
}
