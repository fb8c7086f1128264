import Synchronization

/// The last region a custom layout was asked about, with its answer, so the frames of a scroll
/// that stays inside it are answered without asking the layout again.
///
/// UIKit's collection view does the same: while `shouldInvalidateLayout(forBoundsChange:)` says
/// no, a scroll does not call `layoutAttributesForElements(in:)` each frame; it asks about more
/// than the visible area and asks again when the view moves past what it asked about. A
/// subclass may answer by filtering every element it has (as the common tutorial's does: O(n)
/// a query), so asking once for many screens instead of once a frame is what keeps its scroll
/// smooth. The region is kept for one solution only: a layout prepared again makes a new one.
final class CustomQueryRegion: Sendable {
    /// How many viewport lengths the region reaches past the rectangle asked for, on each side
    /// along the scrolling axis.
    static let reach = 8.0
    /// An answer larger than this is not kept: the rectangle asked for is asked about alone.
    static let largestKept = LayoutLimits.elementsPerQuery / 4

    private let kept = Mutex<(region: Rect, elements: [LayoutAttributes])?>(nil)

    init() {}

    /// The kept elements that a query of `rect` answers, or nil when `rect` is not inside the
    /// kept region. `alwaysShown` keeps an element whatever its frame (one drawn transformed).
    func answer(for rect: Rect, alwaysShown: (LayoutAttributes) -> Bool) -> [LayoutAttributes]? {
        kept.withLock { kept -> [LayoutAttributes]? in
            guard let kept, Self.contains(kept.region, rect) else { return nil }
            return kept.elements.filter { $0.frame.intersects(rect) || alwaysShown($0) }
        }
    }

    /// The region to ask about for `rect`: `reach` lengths of `viewport` past it each way
    /// along `axis`.
    static func region(around rect: Rect, axis: Axis, viewport: Size) -> Rect {
        let reach = Self.reach * Swift.max(viewport[axis], 1)
        var region = rect
        region.origin[axis] -= reach
        region.size[axis] += 2 * reach
        return region
    }

    /// Keeps `elements` as the answer about `region`; false, keeping nothing, when there are
    /// too many to keep.
    func keep(_ elements: [LayoutAttributes], for region: Rect) -> Bool {
        guard elements.count <= Self.largestKept else { return false }
        kept.withLock { $0 = (region, elements) }
        return true
    }

    private static func contains(_ region: Rect, _ rect: Rect) -> Bool {
        rect.minX >= region.minX && rect.maxX <= region.maxX && rect.minY >= region.minY && rect.maxY <= region.maxY
    }
}
