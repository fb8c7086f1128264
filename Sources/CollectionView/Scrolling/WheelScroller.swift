/// The main axis's offset under wheel and keyboard scrolling: each step moves a target by a
/// whole amount, and the shown offset eases to it over `duration`. Targets are clamped to the
/// range, so steps down and as many back up return exactly to where they began.
public struct WheelScroller: Sendable {
    /// Pixels per wheel notch.
    public static let notch = 56.0
    /// Seconds an animated step takes.
    public static let duration = 0.12

    /// The offset shown now.
    public private(set) var offset: Double
    /// Where the ease is heading; the offset at rest.
    public private(set) var target: Double
    /// The furthest the offset goes.
    public private(set) var maximum: Double
    private var animation: (start: Double, from: Double)?
    /// An ease that ended while a new step was being taken that then went nowhere: the next
    /// `step` reports the rest it would otherwise have missed.
    private var restPending = false

    /// A scroller at rest at `offset` within `0...maximum`.
    public init(offset: Double = 0, maximum: Double) {
        self.maximum = Swift.max(0, maximum)
        self.offset = Swift.min(Swift.max(0, offset), self.maximum)
        self.target = self.offset
    }

    /// Easing, or come to rest with the rest not yet reported by `step`.
    public var isAnimating: Bool { animation != nil || restPending }

    /// Moves the target by `delta` pixels and eases towards it from where the view is now.
    public mutating func scroll(by delta: Double, now: Double) {
        scroll(to: target + delta, now: now)
    }

    /// Eases to `value`, clamped to the range.
    public mutating func scroll(to value: Double, now: Double) {
        // The new ease starts where the view is at `now`, not where the last frame showed it: a
        // notch arriving just before each frame would otherwise restart the ease from a stale
        // offset every time, and the view would crawl and then jump.
        let rested = step(now: now)
        let clamped = clamp(value)
        guard clamped != target || offset != clamped else {
            if rested { restPending = true }
            return
        }
        restPending = false
        target = clamped
        animation = (now, offset)
    }

    /// Jumps without animating.
    public mutating func set(offset value: Double) {
        offset = clamp(value)
        target = offset
        animation = nil
        restPending = false
    }

    /// Moves everything by `delta` without changing the motion, as when content above the
    /// viewport grew by `delta` and nothing on screen may move. The range is `maximum`.
    public mutating func shift(by delta: Double, maximum newMaximum: Double) {
        maximum = Swift.max(0, newMaximum)
        offset = clamp(offset + delta)
        target = clamp(target + delta)
        if let running = animation { animation = (running.start, running.from + delta) }
    }

    /// Moves the offset and target by `delta` unclamped, with a new range: the range's start
    /// moved under content that stays where it is (a refresh control's room came or went).
    public mutating func rebase(by delta: Double, maximum newMaximum: Double) {
        maximum = Swift.max(0, newMaximum)
        offset += delta
        target += delta
        animation = nil
        restPending = false
    }

    /// Follows a drag or a momentum curve exactly, even past the ends (the rubber band), with
    /// no animation of its own.
    public mutating func follow(_ value: Double) {
        offset = value
        target = value
        animation = nil
        restPending = false
    }

    /// A new range (after a resize): the offset and target are clamped into it.
    public mutating func setMaximum(_ value: Double) {
        maximum = Swift.max(0, value)
        target = clamp(target)
        if !isAnimating { offset = clamp(offset) }
    }

    /// Advances the animation to `now`; true when it came to rest on this step.
    public mutating func step(now: Double) -> Bool {
        guard let running = animation else {
            defer { restPending = false }
            return restPending
        }
        let progress = (now - running.start) / Self.duration
        // Within a nanosecond of the end counts as the end, whatever the clock's rounding.
        if progress >= 1 - 1e-9 {
            offset = target
            animation = nil
            return true
        }
        let eased = 1 - pow3(1 - Swift.max(0, progress))
        offset = running.from + (target - running.from) * eased
        return false
    }

    private func clamp(_ value: Double) -> Double { Swift.min(Swift.max(0, value), maximum) }
    private func pow3(_ x: Double) -> Double { x * x * x }
}
