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
    mutating func pressed(at point: Point, time: Double, caught: [DragGesture.Target]) {
        taps.pressed(at: point)
        press = (point, time)
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
        defer {
            press = nil
            drag = nil
            caught = []
        }
        let tap = taps.released(at: point)
        if let drag { return .drag(drag) }
        if !caught.isEmpty { return .caught(caught) }
        return tap.map(Release.tap) ?? .none
    }
}

extension PointerGestures {
    /// Forgets the press under way, as when another view takes it; returns what it had caught.
    mutating func cancel() -> [DragGesture.Target] {
        defer {
            press = nil
            drag = nil
            caught = []
            taps = TapRecognizer()
        }
        return caught
    }
}
