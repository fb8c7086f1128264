import CollectionLayout

/// One orthogonal section's own offset and motion: dragged, flung, wheeled or stepped, it comes
/// to rest where its behaviour says, on the nearest whole pixel (halves up), as on a 1x screen.
public struct OrthogonalScroller: Sendable {
    /// Where the section may rest.
    public private(set) var snapping: OrthogonalSnapping
    /// The section's offset now.
    public private(set) var offset: Double
    private(set) var motion: ScrollMotion?
    /// When wheel input last came, for snapping once it pauses.
    private var wheelPauseDeadline: Double?
    /// Where the section rested, or was heading, when the wheel input under way began, and how
    /// far that input has gone since.
    private var wheelGesture: (origin: Double, travel: Double)?

    /// Wheel input this long apart counts as a pause.
    public static let wheelPause = 0.15

    /// A scroller at the section's starting offset.
    public init(snapping: OrthogonalSnapping) {
        self.snapping = snapping
        self.offset = snapping.initialOffset
    }

    /// Whether the section is moving, or waiting for the wheel to pause before it snaps.
    public var isMoving: Bool { motion != nil || wheelPauseDeadline != nil }
    /// The offsets the section rests within.
    public var range: ClosedRange<Double> { snapping.range }

    /// New geometry (after a resize or a re-solve): the section shows the same group or page it
    /// showed, or was heading for, at rest. True when that moved it or stopped a motion, so
    /// its new rest is worth reporting.
    @discardableResult
    public mutating func update(_ snapping: OrthogonalSnapping) -> Bool {
        guard snapping != self.snapping else { return false }
        let place = motion?.target ?? offset
        let wasMoving = isMoving
        let old = self.snapping
        self.snapping = snapping
        motion = nil
        wheelPauseDeadline = nil
        wheelGesture = nil
        let rest = snapping.offset(keepingPlaceOf: place, from: old).pixelRounded
        let moved = wasMoving || rest != offset
        offset = rest
        return moved
    }

    /// Stops any motion where it is, as a touch does.
    public mutating func catchMotion(now: Double) {
        if let motion { offset = motion.state(at: now).offset }
        motion = nil
        wheelPauseDeadline = nil
        wheelGesture = nil
    }

    /// Follows a drag: `offset` raw, shown with the rubber band past either end.
    public mutating func drag(to raw: Double) {
        offset = RubberBand.clamp(raw, to: range, extent: snapping.viewportExtent)
    }

    /// Releases a drag that began at `dragStart` with the scroll `velocity` (px/s).
    public mutating func release(velocity: Double, dragStart: Double, now: Double) {
        let target = snapping.restingOffset(releasedAt: offset, velocity: velocity, dragStart: dragStart).pixelRounded
        let outside = !range.contains(offset)
        let continuous = snapping.section.behavior == .continuous || snapping.section.behavior == .continuousGroupLeadingBoundary
        // Momentum for the continuous behaviours; a spring to snap, or back from past an end.
        motion = continuous && !outside
            ? .momentum(to: target, from: offset, velocity: velocity, rate: .normal, now: now)
            : .spring(from: offset, velocity: velocity, target: target, start: now)
    }

    /// Scrolls by `delta` pixels of wheel at once; when the wheel pauses the section comes to rest
    /// where its behaviour allows, in the wheel's direction (`OrthogonalSnapping.wheelRest`).
    /// Notches that come while it snaps go on from where it was heading, so they add up.
    public mutating func wheel(by delta: Double, now: Double) {
        let gesture = wheelGesture ?? (origin: motion?.target ?? offset, travel: 0)
        if let motion { offset = motion.state(at: now).offset }
        motion = nil
        offset = Swift.min(Swift.max(offset + delta, range.lowerBound), range.upperBound)
        wheelGesture = (gesture.origin, gesture.travel + delta)
        wheelPauseDeadline = now + Self.wheelPause
    }

    /// Animates one snapping step in `direction` (±1).
    public mutating func step(direction: Double, now: Double) {
        catchMotion(now: now)
        motion = .spring(from: offset, velocity: 0, target: snapping.stepped(from: offset, direction: direction).pixelRounded, start: now)
    }

    /// Animates a page in `direction` (±1): a step for the paging behaviours, the strip's width
    /// for the continuous ones (to the nearest group boundary for `continuousGroupLeadingBoundary`).
    public mutating func page(direction: Double, now: Double) {
        catchMotion(now: now)
        let across = offset + direction * snapping.viewportExtent
        let target: Double
        switch snapping.section.behavior {
        case .continuous, .none: target = Swift.min(Swift.max(across, range.lowerBound), range.upperBound)
        case .continuousGroupLeadingBoundary: target = snapping.nearestRest(to: across)
        case .paging, .groupPaging, .groupPagingCentered: target = snapping.stepped(from: offset, direction: direction)
        }
        motion = .spring(from: offset, velocity: 0, target: target.pixelRounded, start: now)
    }

    /// Goes to `target`: gliding there from where it is when `animated`, at once otherwise.
    public mutating func move(to target: Double, animated: Bool, now: Double) {
        catchMotion(now: now)
        wheelPauseDeadline = nil
        wheelGesture = nil
        if animated {
            motion = .spring(from: offset, velocity: 0, target: target, start: now)
        } else {
            motion = nil
            offset = target
        }
    }

    /// Advances to `now`; the offset it came to rest at, if it did on this step.
    public mutating func advance(now: Double) -> Double? {
        if let deadline = wheelPauseDeadline, now >= deadline {
            wheelPauseDeadline = nil
            let gesture = wheelGesture ?? (origin: offset, travel: 0)
            let rest = snapping.wheelRest(at: offset, from: gesture.origin, travel: gesture.travel).pixelRounded
            wheelGesture = nil
            guard rest != offset else { return offset }
            motion = .spring(from: offset, velocity: 0, target: rest, start: now)
        }
        guard let motion else { return nil }
        let state = motion.state(at: now)
        offset = state.offset
        guard state.done else { return nil }
        self.motion = nil
        return offset
    }
}
