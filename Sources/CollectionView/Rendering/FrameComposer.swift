import CollectionLayout

/// Draws frames: asks the planner how little each needs, draws that through the renderer, and
/// keeps the history the next frame is planned against.
struct FrameComposer {
    private(set) var history = FrameHistory()

    /// Forgets what was drawn, so the next frame is drawn whole.
    mutating func forget() {
        history.last = nil
    }

    /// Draws the frame `renderer` shows at `offsets` on `canvas`, as little of it as the last
    /// frame allows, and says how the window shows it. `queried` is what is on screen when the
    /// caller asked already this frame, so the layout is not asked twice.
    mutating func draw(_ renderer: CollectionRenderer, offsets: ScrollOffsets, size: Size, selection: IndexPath?,
                       on canvas: any Canvas, measurer: any TextMeasuring, visible queried: [LayoutAttributes]? = nil) -> FrameChange {
        let axis = renderer.layout.scrollDirection.axis
        let visible = queried ?? renderer.visibleElements(offsets: offsets, viewport: size)
        var frames: [DrawnFrame.Key: Rect] = [:]
        frames.reserveCapacity(visible.count)
        for element in visible { frames[DrawnFrame.Key(element)] = renderer.onScreen(element.frame, offsets: offsets) }
        let frame = DrawnFrame(size: size, mainOffset: offsets.main, orthogonal: offsets.orthogonal, selection: selection, frames: frames)
        let plan = FramePlanner.plan(frame, after: history.last, axis: axis,
                                     strip: { renderer.orthogonalSections[$0].map { renderer.onScreen($0.strip, offsets: offsets) } },
                                     section: { Self.scrollingSection(of: $0, in: renderer) })
        history.last = frame
        let viewport = Rect(origin: .zero, size: size)
        let tracking = PaintTrackingCanvas(canvas, background: renderer.dataSource.backgroundColor, measurer: measurer, bounds: viewport)
        func draw(clip: Rect?) {
            renderer.draw(on: tracking, measurer: measurer, offsets: offsets, viewport: size, selection: selection, clip: clip, elements: visible)
        }
        switch plan {
        case .unchanged:
            return .unchanged
        case .scroll(let delta, let strip, let kept):
            let (dx, dy, move) = FramePlanner.move(by: delta, axis: axis, size: size, painted: history.painted)
            draw(clip: strip)
            let stripPainted = tracking.painted.merged()
            history.scrolled(by: delta, along: axis, kept: kept, strip: stripPainted, viewport: viewport)
            return .scrolled(ScrolledFrame(dx: dx, dy: dy, strip: strip, stripPainted: stripPainted, move: move,
                                           show: FramePlanner.show(strip: strip, painted: stripPainted, size: size)))
        case .strips(let areas):
            for area in areas { draw(clip: area) }
            history.redrew(areas, painting: tracking.painted, viewport: viewport)
            return .redrawn(areas: areas)
        case .full:
            draw(clip: nil)
            history.adopt(tracking.painted, viewport: viewport)
            return .full
        }
    }

    /// The orthogonal section an element drawn last frame or this one scrolls with, if any.
    private static func scrollingSection(of key: DrawnFrame.Key, in renderer: CollectionRenderer) -> Int? {
        guard let section = renderer.orthogonalSections[key.indexPath.section],
              section.scrollsWithSection(category: key.category, kind: key.kind, indexPath: key.indexPath) else { return nil }
        return section.section
    }
}
