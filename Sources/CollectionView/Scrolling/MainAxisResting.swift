import CollectionLayout

/// Where a scroll of the main axis that a person made comes to rest: a page of the view's
/// length when paging is on, as `UIScrollView.isPagingEnabled` pages; otherwise wherever the
/// layout says (`targetMainOffset(forProposed:velocity:)`, which the layouts the engine solves
/// itself answer with the proposal). Always within the range, on a whole pixel.
///
/// The layout is told the velocity in points per millisecond, the unit UIKit's scroll view
/// actually passes (see `docs/custom-layouts.md`), though the method's documentation says
/// points per second.
struct MainAxisResting {
    let layout: any SolvedCollectionLayout
    let isPagingEnabled: Bool
    /// A page: the view's length along the main axis.
    let pageLength: Double
    /// The furthest the main axis scrolls.
    let maximum: Double
    /// The adjusted content inset at the content's start: scroll positions are content offsets
    /// plus it, and the layout is asked in content offsets.
    var inset = 0.0

    /// Where a drag let go at `offset` with `velocity` (px/s), which began at `dragStart`, rests,
    /// and how quickly momentum slows on its way there.
    func rest(releasedAt offset: Double, velocity: Double, dragStart: Double) -> (target: Double, rate: DecelerationRate) {
        if isPagingEnabled { return (page(releasedAt: offset, velocity: velocity, origin: dragStart), .fast) }
        let proposed = clamped(DecelerationRate.normal.projection(from: offset, velocity: velocity))
        return (asked(proposed, velocity: velocity), .normal)
    }

    /// Where wheel or key scrolling that began at `origin` and came to rest at `offset`, having
    /// moved at `velocity` (px/s, over the whole input), rests: as a drag let go there.
    func rest(wheeledTo offset: Double, from origin: Double, velocity: Double) -> Double {
        isPagingEnabled ? page(releasedAt: offset, velocity: velocity, origin: origin) : asked(offset, velocity: velocity)
    }

    /// The layout's rest for `proposed`, in the range on a whole pixel; a layout that answers
    /// with something not finite keeps the proposal.
    private func asked(_ proposed: Double, velocity: Double) -> Double {
        let answer = layout.targetMainOffset(forProposed: proposed - inset, velocity: velocity / 1000) + inset
        return clamped(answer.isFinite ? answer : proposed).pixelRounded
    }

    /// The page paging rests on: at most one page from the one the scroll began on, the next one
    /// the way it moved when it moved at 300 px/s or more (as the orthogonal `paging` behaviour),
    /// else the nearest; the last page ends at the end of the range.
    private func page(releasedAt offset: Double, velocity: Double, origin: Double) -> Double {
        guard pageLength > 0 else { return clamped(offset) }
        let start = (origin / pageLength).rounded()
        let page: Double
        if abs(velocity) >= 300 {
            page = start + (velocity > 0 ? 1 : -1)
        } else {
            page = Swift.min(Swift.max((offset / pageLength).rounded(), start - 1), start + 1)
        }
        return clamped(page * pageLength).pixelRounded
    }

    private func clamped(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, 0), maximum)
    }
}
