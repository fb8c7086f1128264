import CollectionLayout

extension CollectionScreen {
    /// Takes over where `previous` is scrolled, as a layout edited in place should: the main
    /// axis keeps `previous`'s first visible item where it was on screen, and every orthogonal
    /// section that still scrolls keeps its group or page (clamped into its new range). Both
    /// screens have the same size; the next frame is drawn whole.
    public func keepPlace(of previous: CollectionScreen) {
        let anchor = previous.anchor
        let axis = layout.scrollDirection.axis
        scroll = previous.scroll
        _ = scroll.adopt(layout, crossExtent: size[axis.cross])
        let maximum = layout.contentSize[axis] - size[axis]
        scroll.setMainMaximum(maximum)
        scroll.setMain(previous.scroll.main.offset + anchor.shift(in: layout, offsets: offsets, maximum: maximum))
        invalidateDrawnFrame()
    }
}

extension CollectionScreen {
    /// Draws the inspector overlay for what is on screen now, over a drawn frame.
    public func drawInspector(on canvas: any Canvas, measurer: any TextMeasuring) {
        let inspection = layout.inspection(in: renderer.visibleRect(offsets: offsets, viewport: size), offsets: offsets)
        InspectorOverlay(canvas: canvas, measurer: measurer).draw(inspection, mainOffset: offsets.main, axis: layout.scrollDirection.axis,
                                                                  projectedRests: projectedRests)
    }

    /// Where the orthogonal section being dragged would come to rest if let go now: its
    /// behaviour's rest for the pointer's velocity so far.
    var projectedRests: [Int: Double] {
        guard let drag = gestures.drag, case .orthogonal(let section) = drag.target,
              let scroller = scroll.orthogonal[section], let time = drag.tracker.latestTime else { return [:] }
        // The content moves against the pointer.
        let velocity = -drag.tracker.velocity(at: time)
        let rest = scroller.snapping.restingOffset(releasedAt: scroller.offset, velocity: velocity, dragStart: drag.startOffset)
        return [section: (rest + 0.5).rounded(.down)]
    }
}

extension CollectionScreen {
    /// The pointer left the view: nothing is under it any more.
    public func pointerLeft() {
        gestures.left()
    }
}
