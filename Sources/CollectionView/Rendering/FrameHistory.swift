import CollectionLayout

/// What the window shows as of the last frame: which elements were where, and where anything
/// but the background was painted — all a scroll needs to reuse it.
struct FrameHistory {
    /// The last frame, or nil when nothing on screen can be reused.
    var last: DrawnFrame?
    /// Where the last frame painted anything but the background.
    private(set) var painted = PaintedArea()
    /// How many rects `painted` had when last merged.
    private var mergedCount = 0

    /// The most rects worth merging to find out whether a frame is sparse.
    static let mergedRectLimit = 300

    /// Takes `area` as what is painted, merged; or, once it covers more of the window than a
    /// painted-only scroll pays for, simply all of the window — nothing finer is then needed.
    /// Past a few hundred rects (a busy screen) merging is not even tried.
    mutating func adopt(_ area: PaintedArea, viewport: Rect) {
        let merged = area.rects.count <= Self.mergedRectLimit ? area.merged() : nil
        if let merged, FramePlanner.isSparse(merged.area, of: viewport.width * viewport.height) {
            painted = merged
        } else {
            painted = PaintedArea(rects: [viewport])
        }
        mergedCount = painted.rects.count
    }

    /// The window scrolled by `delta`: what stayed lands in `kept`, and the new strip painted `strip`.
    mutating func scrolled(by delta: Double, along axis: Axis, kept: Rect, strip: PaintedArea, viewport: Rect) {
        painted = PaintedArea(rects: painted.offset(along: axis, by: -delta, within: kept).rects + strip.rects)
        // Strip by strip an element's pieces pile up; joined again once they have grown by half.
        if painted.rects.count > mergedCount + mergedCount / 2 + 8 { adopt(painted, viewport: viewport) }
    }

    /// `areas` were drawn again, painting `drawn` within them.
    mutating func redrew(_ areas: [Rect], painting drawn: PaintedArea, viewport: Rect) {
        var kept = painted
        for area in areas { kept = kept.removing(area) }
        adopt(PaintedArea(rects: kept.rects + drawn.rects), viewport: viewport)
    }
}
