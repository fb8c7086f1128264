import CollectionLayout

/// One orthogonal section's own offset and motion: dragged, flung, wheeled or stepped, it comes
/// to rest where its behaviour says.
public struct OrthogonalScroller: Sendable {
    /// Where the section may rest.
    public private(set) var snapping: OrthogonalSnapping
    /// The section's offset now.
    public private(set) var offset: Double
    private(set) var motion: ScrollMotion?
    /// When wheel input last came, for snapping once it pauses.
    private var wheelPauseDeadline: Double?

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

    /// New geometry (after a resize or a re-solve): the offset is clamped and snapped again.
    public mutating func update(_ snapping: OrthogonalSnapping) {
        guard snapping != self.snapping else { return }
        self.snapping = snapping
        motion = nil
        wheelPauseDeadline = nil
        offset = snapping.nearestRest(to: offset)
    }

    /// Stops any motion where it is, as a touch does.
    public mutating func catchMotion(now: Double) {
        if let motion { offset = motion.state(at: now).offset }
        motion = nil
        wheelPauseDeadline = nil
    }

    /// Follows a drag: `offset` raw, shown with the rubber band past either end.
    public mutating func drag(to raw: Double) {
        offset = RubberBand.clamp(raw, to: range, extent: snapping.viewportExtent)
    }

    /// Releases a drag that began at `dragStart` with the scroll `velocity` (px/s).
    public mutating func release(velocity: Double, dragStart: Double, now: Double) {
        let target = snapping.restingOffset(releasedAt: offset, velocity: velocity, dragStart: dragStart)
        let outside = !range.contains(offset)
        let continuous = snapping.section.behavior == .continuous || snapping.section.behavior == .continuousGroupLeadingBoundary
        // Momentum for the continuous behaviours; a spring to snap, or back from past an end.
        motion = continuous && !outside
            ? .momentum(to: target, from: offset, velocity: velocity, rate: .normal, now: now)
            : .spring(from: offset, velocity: velocity, target: target, start: now)
    }

    /// Scrolls by `delta` pixels of wheel at once; the paging behaviours snap when the wheel pauses.
    public mutating func wheel(by delta: Double, now: Double) {
        catchMotion(now: now)
        offset = Swift.min(Swift.max(offset + delta, range.lowerBound), range.upperBound)
        wheelPauseDeadline = now + Self.wheelPause
    }

    /// Animates one snapping step in `direction` (±1).
    public mutating func step(direction: Double, now: Double) {
        catchMotion(now: now)
        motion = .spring(from: offset, velocity: 0, target: snapping.stepped(from: offset, direction: direction), start: now)
    }

    /// Advances to `now`; the offset it came to rest at, if it did on this step.
    public mutating func advance(now: Double) -> Double? {
        if let deadline = wheelPauseDeadline, now >= deadline {
            wheelPauseDeadline = nil
            switch snapping.section.behavior {
            case .paging, .groupPaging, .groupPagingCentered:
                motion = .spring(from: offset, velocity: 0, target: snapping.nearestRest(to: offset), start: now)
            default:
                return offset
            }
        }
        guard let motion else { return nil }
        let state = motion.state(at: now)
        offset = state.offset
        guard state.done else { return nil }
        self.motion = nil
        return offset
    }
}
