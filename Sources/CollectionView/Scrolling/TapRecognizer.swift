import CollectionLayout

/// Tells a tap from a drag: a button-1 press and release that stay within `slop` pixels.
public struct TapRecognizer: Sendable {
    /// How far the pointer may move before a press stops being a tap.
    public static let slop = 6.0
    private var start: Point?
    private var moved = false

    /// A recognizer with no press under way.
    public init() {}

    /// Whether the pointer has left the slop since the press: the press is then a drag.
    public var hasLeftSlop: Bool { start != nil && moved }

    /// Button 1 went down at `point`.
    public mutating func pressed(at point: Point) {
        start = point
        moved = false
    }

    /// The pointer moved to `point`; past the slop the press is no longer a tap.
    public mutating func moved(to point: Point) {
        guard let start else { return }
        let dx = point.x - start.x, dy = point.y - start.y
        if (dx * dx + dy * dy).squareRoot() >= Self.slop { moved = true }
    }

    /// The tap's point, or nil when the press became a drag.
    public mutating func released(at point: Point) -> Point? {
        moved(to: point)
        defer { start = nil }
        guard let start, !moved else { return nil }
        return start
    }
}
