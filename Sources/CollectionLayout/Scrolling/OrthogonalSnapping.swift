import Glibc

/// Where an orthogonal section comes to rest, by behaviour (`docs/scrolling.md`).
public struct OrthogonalSnapping: Hashable, Sendable {
    /// The section's geometry.
    public let section: OrthogonalScrollSection
    /// `V`: the viewport's extent along the section's scrolling axis.
    public let viewportExtent: Double

    /// Velocities at least this fast (px/s) page to the next step in their direction.
    public static let pagingVelocity = 300.0
    /// How close to a step counts as on it for `continuousGroupLeadingBoundary`, in steps.
    public static let boundaryTolerance = 0.005

    /// The resting rules of `section` in a viewport `viewportExtent` across.
    public init(section: OrthogonalScrollSection, viewportExtent: Double) {
        self.section = section
        self.viewportExtent = viewportExtent
    }

    private var behavior: OrthogonalScrollingBehavior { section.behavior }
    private var groupStep: Double { section.groupExtent + section.groupSpacing }

    /// The distance between resting places: a group (with its spacing), or a page for `paging`.
    public var step: Double { behavior == .paging ? viewportExtent : groupStep }

    /// The offset at which group `k` sits centred.
    public func centredOffset(group k: Int) -> Double {
        section.leadingInset + Double(k) * groupStep + section.groupExtent / 2 - viewportExtent / 2
    }

    /// The offsets the section may rest at or be dragged within: `[0, max(0, C − V)]`, or for
    /// `groupPagingCentered` from the first group centred to the last.
    public var range: ClosedRange<Double> {
        if behavior == .groupPagingCentered {
            return centredOffset(group: 0)...centredOffset(group: Swift.max(0, section.groupCount - 1))
        }
        return 0...section.maximumOffset(viewportExtent: viewportExtent)
    }

    /// Where the section starts, as the window shows it: 0, or for `groupPagingCentered` the
    /// first group centred, on the nearest whole pixel (halves up), as every rest is.
    public var initialOffset: Double {
        behavior == .groupPagingCentered ? (centredOffset(group: 0) + 0.5).rounded(.down) : 0
    }

    /// How fast momentum slows: fast for the paging behaviours, normal otherwise.
    public var decelerationRate: DecelerationRate {
        switch behavior {
        case .paging, .groupPaging, .groupPagingCentered: return .fast
        default: return .normal
        }
    }

    /// Where the section rests after a release at `offset` with `velocity` (px/s), for a drag that
    /// began at `dragStart`.
    public func restingOffset(releasedAt offset: Double, velocity: Double, dragStart: Double) -> Double {
        let clamp = { (value: Double) in Swift.min(Swift.max(value, self.range.lowerBound), self.range.upperBound) }
        switch behavior {
        case .none:
            return 0
        case .continuous:
            return clamp(DecelerationRate.normal.projection(from: offset, velocity: velocity))
        case .continuousGroupLeadingBoundary:
            let projected = DecelerationRate.normal.projection(from: offset, velocity: velocity) / groupStep
            let steps: Double
            if velocity > 0 { steps = (projected - Self.boundaryTolerance).rounded(.up) }
            else if velocity < 0 { steps = (projected + Self.boundaryTolerance).rounded(.down) }
            else { steps = projected.rounded() }
            return clamp(steps * groupStep)
        case .paging, .groupPaging:
            return clamp(pagedStep(offset: offset, velocity: velocity, dragStart: dragStart, origin: 0) * step)
        case .groupPagingCentered:
            let k = pagedStep(offset: offset, velocity: velocity, dragStart: dragStart, origin: centredOffset(group: 0))
            return centredOffset(group: Int(Swift.min(Swift.max(k, 0), Double(Swift.max(0, section.groupCount - 1)))))
        }
    }

    /// The step index a paging behaviour rests on: the next one in the direction of a fast
    /// release, else the nearest; never more than one from where the drag began.
    private func pagedStep(offset: Double, velocity: Double, dragStart: Double, origin: Double) -> Double {
        let start = ((dragStart - origin) / step).rounded()
        var target: Double
        if abs(velocity) >= Self.pagingVelocity {
            target = velocity > 0 ? ((offset - origin) / step + 1e-9).rounded(.down) + 1 : ((offset - origin) / step - 1e-9).rounded(.up) - 1
        } else {
            target = ((offset - origin) / step).rounded()
        }
        target = Swift.min(Swift.max(target, start - 1), start + 1)
        return Swift.max(0, target)
    }

    /// The nearest resting place to `offset`, as after the wheel pauses or a resize.
    public func nearestRest(to offset: Double) -> Double {
        restingOffset(releasedAt: offset, velocity: 0, dragStart: offset)
    }

    /// One snapping step from `offset` in `direction` (±1), as the Left and Right keys move.
    public func stepped(from offset: Double, direction: Double) -> Double {
        let base = nearestRest(to: offset)
        let moved = behavior == .groupPagingCentered
            ? base + direction * groupStep
            : ((base / step).rounded() + direction) * step
        return Swift.min(Swift.max(moved, range.lowerBound), range.upperBound)
    }

    /// Where the section rests after wheel input that went `travel` pixels in all moved it to
    /// `offset` from `origin` (where it rested, or was heading, when the input began) and
    /// paused: as a released drag rests, with the wheel's direction as the direction of travel.
    /// Paging behaviours go at least one step that way from `origin`, and further when the
    /// wheel carried the section further; group boundaries are the next at or past `offset`
    /// that way; `continuous` stays where the wheel left it.
    public func wheelRest(at offset: Double, from origin: Double, travel: Double) -> Double {
        let direction = travel > 0 ? 1.0 : (travel < 0 ? -1.0 : 0)
        guard direction != 0 else { return nearestRest(to: offset) }
        let clamp = { (value: Double) in Swift.min(Swift.max(value, self.range.lowerBound), self.range.upperBound) }
        switch behavior {
        case .none:
            return 0
        case .continuous:
            return clamp(offset)
        case .continuousGroupLeadingBoundary:
            let steps = offset / groupStep
            return clamp((direction > 0 ? (steps - Self.boundaryTolerance).rounded(.up) : (steps + Self.boundaryTolerance).rounded(.down)) * groupStep)
        case .paging, .groupPaging, .groupPagingCentered:
            let zero = behavior == .groupPagingCentered ? centredOffset(group: 0) : 0
            let from = ((origin - zero) / step).rounded(), reached = ((offset - zero) / step).rounded()
            let k = direction > 0 ? Swift.max(from + 1, reached) : Swift.min(from - 1, reached)
            return clamp(zero + Swift.min(Swift.max(k, 0), Double(Swift.max(0, stepCount - 1))) * step)
        }
    }

    /// The offsets the section can come to rest at within `distance` of `offset`, ascending and
    /// each once: pages for `paging`, group boundaries for `groupPaging` and
    /// `continuousGroupLeadingBoundary` (the last ones at the range's end), centred groups for
    /// `groupPagingCentered`; none for `continuous`, which rests anywhere in its range, or
    /// `none`. At most `limit`, the nearest to `offset`, so tiny steps stay cheap.
    public func restingOffsets(near offset: Double, within distance: Double, limit: Int = 64) -> [Double] {
        guard behavior != .none, behavior != .continuous, step > 0, limit > 0, offset.isFinite, distance.isFinite else { return [] }
        let zero = behavior == .groupPagingCentered ? centredOffset(group: 0) : 0
        let last = Double(Swift.max(0, stepCount - 1))
        let nearest = Swift.min(Swift.max(((offset - zero) / step).rounded(), 0), last)
        var low = Swift.max(((offset - distance - zero) / step).rounded(.down), 0)
        var high = Swift.min(((offset + distance - zero) / step).rounded(.up), last)
        guard low <= high else { return [] }
        if high - low + 1 > Double(limit) {
            low = Swift.max(low, Swift.min(nearest, high) - Double(limit / 2))
            high = Swift.min(high, low + Double(limit - 1))
        }
        var result: [Double] = []
        for i in 0...Int(high - low) {
            let rest = Swift.min(Swift.max(zero + (low + Double(i)) * step, range.lowerBound), range.upperBound)
            if result.last.map({ rest > $0 }) ?? true { result.append(rest) }
        }
        return result
    }

    /// How many resting steps the section has from its first: groups, or pages for `paging`.
    private var stepCount: Int {
        behavior == .paging ? Int(((range.upperBound - range.lowerBound) / step).rounded(.up)) + 1 : section.groupCount
    }

    /// The offset that shows in this geometry what `offset` showed in `old` (before a resize or
    /// a re-solve): the same group or page, at rest where this geometry's behaviour allows.
    public func offset(keepingPlaceOf offset: Double, from old: OrthogonalSnapping) -> Double {
        let oldZero = old.behavior == .groupPagingCentered ? old.centredOffset(group: 0) : 0
        let zero = behavior == .groupPagingCentered ? centredOffset(group: 0) : 0
        let steps = old.step > 0 ? (offset - oldZero) / old.step : 0
        return nearestRest(to: zero + steps * step)
    }
}
