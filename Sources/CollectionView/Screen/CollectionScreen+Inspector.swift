import CollectionLayout

/// The inspector's view of the screen: what it draws over a frame, and what is under the pointer.
extension CollectionScreen {
    /// Draws the inspector overlay for what is on screen now, over a drawn frame.
    public func drawInspector(on canvas: any Canvas, measurer: any TextMeasuring) {
        let inspection = layout.inspection(in: renderer.visibleRect(offsets: offsets, viewport: size), offsets: offsets)
        let overlay = InspectorOverlay(canvas: canvas, measurer: measurer)
        overlay.draw(inspection, mainOffset: offsets.main, axis: layout.scrollDirection.axis, projectedRests: projectedRests)
        // Cells made of views show their views' frames, an ambiguous one marked.
        host.solving {
            for element in renderer.visibleElements(offsets: offsets, viewport: size) where element.category != .decoration {
                guard let drawing = dataSource.content(for: element)?.drawing,
                      let tree = drawing.content.viewTree(at: element.frame, measurer: measurer) else { continue }
                let origin = renderer.onScreen(element.frame, offsets: offsets).origin
                overlay.drawViews(of: tree, at: origin)
                overlay.drawControls(of: tree, at: origin)
            }
        }
        // The screen's own views around the collection view (the bars, their labels and buttons,
        // the collection view itself) outlined, and its controls named with their state.
        if let screenTree = screenViewTree() {
            overlay.drawViews(of: screenTree, at: Point(x: 0, y: 0))
            overlay.drawControls(of: screenTree, at: Point(x: 0, y: 0))
        }
    }

    /// Where the orthogonal section being dragged would come to rest if let go now: its
    /// behaviour's rest for the pointer's velocity so far.
    var projectedRests: [Int: Double] {
        guard let drag = gestures.drag, case .orthogonal(let section) = drag.target,
              let scroller = scroll.orthogonal[section], let time = drag.tracker.latestTime else { return [:] }
        // The content moves against the pointer.
        let velocity = drag.offsetVelocity(at: time)
        let rest = scroller.snapping.restingOffset(releasedAt: scroller.offset, velocity: velocity, dragStart: drag.startOffset)
        return [section: rest.pixelRounded]
    }

    /// The topmost cell or supplementary under `point` (view coordinates), as the inspector
    /// describes it; nil over nothing.
    public func inspectedElement(at point: Point) -> InspectedElement? {
        let axis = layout.scrollDirection.axis
        let content = point.offset(along: axis, by: offsets.main)
        let probe = Rect(x: content.x, y: content.y, width: 1, height: 1)
        let inspection = layout.inspection(in: probe, offsets: offsets)
        let supplementary = inspection.supplementaries.filter { $0.frame.contains(content) }.max { $0.zIndex < $1.zIndex }
        if let supplementary {
            return InspectedElement(category: .supplementary, kind: supplementary.kind, indexPath: supplementary.indexPath,
                                    frame: supplementary.frame, zIndex: supplementary.zIndex, path: supplementary.path,
                                    attachment: supplementary.attachment)
        }
        guard let item = inspection.items.last(where: { $0.frame.contains(content) }) else { return nil }
        let zIndex = layout.attributesForItem(at: item.indexPath, offsets: offsets)?.zIndex ?? 0
        return InspectedElement(category: .cell, kind: nil, indexPath: item.indexPath, frame: item.contentFrame, zIndex: zIndex, path: item.path)
    }
}
