import CollectionLayout

/// Button 1 from press to release: a tap while the pointer stays within the tap slop, and once
/// it leaves it a drag locked to the axis it moved along most.
struct PointerGestures {
    private var taps = TapRecognizer()
    /// Where button 1 went down (view coordinates and event time), until it comes up.
    private var press: (point: Point, time: Double)?
    /// The drag under way, once the pointer left the slop.
    private(set) var drag: DragGesture?
    /// The pointer's last position, for the keys that act on the section under it.
    private(set) var pointer: Point?
    /// What was moving when the press caught it, to bring to rest on release.
    private var caught: [DragGesture.Target] = []
    /// When the press began on the monotonic clock (s), while it may still become a long press.
    private var pressStart: Double?
    /// The press became a long press: its release is neither a tap nor a drag.
    private(set) var isLongPressed = false

    /// What letting go of button 1 was.
    enum Release {
        /// A press and release within the slop, on nothing that moved: a tap at this point.
        case tap(Point)
        /// A press that stopped these scrolls and went nowhere: they come to rest, nothing is selected.
        case caught([DragGesture.Target])
        /// The end of a drag.
        case drag(DragGesture)
        /// No press was under way.
        case none
    }

    /// Button 1 went down at `point`, stopping what `caught` lists.
    mutating func pressed(at point: Point, time: Double, now: Double = 0, caught: [DragGesture.Target]) {
        taps.pressed(at: point)
        press = (point, time)
        pressStart = now
        isLongPressed = false
        pointer = point
        drag = nil
        self.caught = caught
    }

    /// The pointer left the view: it is over nothing, unless a drag is carrying it.
    mutating func left() {
        if drag == nil { pointer = nil }
    }

    /// The pointer moved without a button, or with one.
    mutating func hovered(at point: Point) {
        pointer = point
    }

    /// The pointer moved to `point`; the drag under way with this sample added, if any. When
    /// the press first leaves the slop, `lock(axis, pressPoint, point)` says what the drag moves.
    mutating func moved(to point: Point, time: Double, lock: (Axis, Point, Point) -> DragGesture) -> DragGesture? {
        pointer = point
        taps.moved(to: point)
        guard let press else { return nil }
        if drag == nil {
            guard taps.hasLeftSlop else { return nil }
            let dx = point.x - press.point.x, dy = point.y - press.point.y
            drag = lock(abs(dx) > abs(dy) ? .horizontal : .vertical, press.point, point)
        }
        guard var gesture = drag else { return nil }
        gesture.tracker.add(time: time, position: point[gesture.axis])
        drag = gesture
        return gesture
    }

    /// Button 1 came up at `point`.
    mutating func released(at point: Point) -> Release {
        let wasLong = isLongPressed
        defer {
            press = nil
            drag = nil
            caught = []
            pressStart = nil
            isLongPressed = false
        }
        let tap = taps.released(at: point)
        if let drag { return .drag(drag) }
        if wasLong { return caught.isEmpty ? .none : .caught(caught) }
        if !caught.isEmpty { return .caught(caught) }
        return tap.map(Release.tap) ?? .none
    }
}

extension PointerGestures {
    /// How long a press must stay within the slop to be a long press, in seconds: UIKit's
    /// `UILongPressGestureRecognizer.minimumPressDuration` default, which its context menus use.
    static let longPressDuration = 0.5

    /// Where the press under way went down, when by `now` it has stayed still long enough to be
    /// a long press and has not been taken as one yet.
    func longPressDue(now: Double) -> Point? {
        guard awaitsLongPress, let press, let pressStart, now - pressStart >= Self.longPressDuration else { return nil }
        return press.point
    }

    /// Whether a press is down that may still become a long press.
    var awaitsLongPress: Bool { press != nil && pressStart != nil && drag == nil && !isLongPressed && !taps.hasLeftSlop }

    /// The press under way was held long enough: when `opened` (a context menu opened) it is a
    /// long press, otherwise it stays a press that a release makes a tap.
    mutating func noteLongPress(opened: Bool) {
        isLongPressed = opened
        pressStart = nil
    }

    /// Forgets the press under way, as when another view takes it; returns what it had caught.
    mutating func cancel() -> [DragGesture.Target] {
        defer {
            press = nil
            drag = nil
            caught = []
            taps = TapRecognizer()
            pressStart = nil
            isLongPressed = false
        }
        return caught
    }
}
