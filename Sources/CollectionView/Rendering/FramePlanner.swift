import CollectionLayout

/// Decides how each frame reaches the window, with no display: whether the last frame can be
/// scrolled and which strip is then drawn, which orthogonal strips alone are drawn again, which
/// pixels a scroll copies and which it clears, and how a drawn strip is shown. The window only
/// carries out what it says.
enum FramePlanner {
    /// What to draw for a frame.
    enum Plan: Equatable {
        case unchanged
        /// Draw only `strip`; the window's other pixels move by `delta` along the main axis and
        /// `kept` (view coordinates) is where they land.
        case scroll(delta: Double, strip: Rect, kept: Rect)
        /// Draw only these orthogonal strips (whole pixels).
        case strips([Rect])
        case full
    }

    /// The share of the window painted above which moving only the painted pixels stops paying:
    /// past it one copy of everything is cheaper than many pieces, for a scroll and for a strip.
    static let sparseShare = 0.5

    /// Whether `area` (in pixels) is a small enough part of `total` to move or show piece by piece.
    static func isSparse(_ area: Double, of total: Double) -> Bool {
        area < total * sparseShare
    }

    /// What to draw for `frame`, given the frame before it (nil: nothing on screen can be reused).
    /// `strip(section)` is an orthogonal section's strip on screen, and `section(key)` the
    /// orthogonal section an element scrolls with.
    static func plan(_ frame: DrawnFrame, after last: DrawnFrame?, axis: Axis,
                     strip: (Int) -> Rect?, section: (DrawnFrame.Key) -> Int?) -> Plan {
        guard let last else { return .full }
        let viewport = Rect(origin: .zero, size: frame.size)
        let length = frame.size[axis]
        if let delta = frame.scroll(since: last, axis: axis, limit: length / 2) {
            if delta == 0 { return .unchanged }
            var strip = viewport
            strip.size[axis] = abs(delta)
            if delta > 0 { strip = strip.offset(along: axis, by: length - delta) }
            var kept = viewport
            kept.size[axis] -= abs(delta)
            if delta < 0 { kept = kept.offset(along: axis, by: -delta) }
            return .scroll(delta: delta, strip: strip, kept: kept)
        }
        if let moved = frame.orthogonalChanges(since: last, sectionOf: section) {
            // On whole pixels, so the clip, the background fill, what is shown and what is noted
            // as painted all cover the same pixels even where a strip's edges fall between two;
            // each strip on its own, so two carousels far apart do not redraw all between them.
            let areas = moved.sorted().compactMap { strip($0)?.intersection(viewport) }
                .filter { $0.width > 0 && $0.height > 0 }
                .map(\.snappedOutward)
            return areas.isEmpty ? .unchanged : .strips(areas)
        }
        return .full
    }

    /// How the window's pixels move by `delta` along `axis`, when before the move everything
    /// outside `painted` is background.
    static func move(by delta: Double, axis: Axis, size: Size, painted: PaintedArea) -> (dx: Int, dy: Int, move: PixelMove) {
        let dx = axis == .horizontal ? -Int(delta.rounded()) : 0, dy = axis == .vertical ? -Int(delta.rounded()) : 0
        guard isSparse(painted.area, of: size.width * size.height) else { return (dx, dy, .whole) }
        let bounds = Self.bounds(size)
        let source = PixelRegion(covering: painted.rects, within: bounds)
        let moved = source.offsetBy(dx: dx, dy: dy).clipped(to: bounds)
        return (dx, dy, .painted(moved: moved.boxes, uncovered: source.subtracting(moved).boxes))
    }

    /// How a drawn `strip` with `painted` parts is shown.
    static func show(strip: Rect, painted: PaintedArea, size: Size) -> StripShow {
        let whole = PixelRegion(covering: [strip], within: bounds(size))
        guard let box = whole.boxes.first, isSparse(painted.area, of: strip.width * strip.height) else {
            return .whole(whole.boxes.first ?? PixelRegion.Box(x0: 0, y0: 0, x1: 0, y1: 0))
        }
        // Covering the painted rects within the strip's box cuts them to it as it goes.
        let shown = PixelRegion(covering: painted.rects, within: box)
        return .painted(shown: shown.boxes, cleared: whole.subtracting(shown).boxes)
    }

    private static func bounds(_ size: Size) -> PixelRegion.Box {
        PixelRegion.Box(x0: 0, y0: 0, x1: Int(size.width.rounded(.up)), y1: Int(size.height.rounded(.up)))
    }
}
