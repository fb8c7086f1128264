import CollectionLayout

/// A UX check as a file (`docs/ux-scripts.md`): gestures played on the view, waits, and
/// expectations of where things come to rest, in order.
public struct UXScript: Hashable, Sendable {
    /// The steps, in the order they are played.
    public var steps: [UXStep]

    public init(steps: [UXStep]) {
        self.steps = steps
    }
}

/// One step of a UX check.
public enum UXStep: Hashable, Sendable {
    /// Notches of the wheel at a point: vertical (negative: up), or sideways.
    case wheel(notches: Int, at: Point, horizontal: Bool)
    /// Button 1 pressed at `from`, moved at even speed to `to` over `duration` seconds, held
    /// still for `hold` seconds, released.
    case drag(from: Point, to: Point, duration: Double, hold: Double)
    /// A press and a release at a point, 50 ms apart.
    case tap(Point)
    /// A key pressed and released, by its X keysym name.
    case key(String)
    /// Time passing, or until everything has come to rest.
    case wait(UXWait)
    /// What must hold now.
    case expect([UXExpectation])
    /// The frame on screen now, written as NAME.png.
    case screenshot(String)

    /// The step's kind, as its key in the file.
    public var kind: String {
        switch self {
        case .wheel: "wheel"
        case .drag: "drag"
        case .tap: "tap"
        case .key: "key"
        case .wait: "wait"
        case .expect: "expect"
        case .screenshot: "screenshot"
        }
    }
}

/// How long a `wait` step waits.
public enum UXWait: Hashable, Sendable {
    /// So many seconds.
    case seconds(Double)
    /// Until every scroll, fling, snap and animation has come to rest (at most 10 seconds).
    case settled
}

/// What an `expect` step checks; offsets and frames hold within half a point.
public enum UXExpectation: Hashable, Sendable {
    /// The main scroll offset (y for a vertical layout, x for a horizontal one).
    case mainOffset(Double)
    /// An orthogonal section's offset.
    case orthogonalOffset(section: Int, offset: Double)
    /// The selected item, or none.
    case selected(IndexPath?)
    /// An item whose frame meets the screen.
    case visible(IndexPath)
    /// An item's frame on screen, in points.
    case frame(IndexPath, Rect)

    /// Its key in the file.
    public var name: String {
        switch self {
        case .mainOffset: "mainOffset"
        case .orthogonalOffset: "orthogonalOffset"
        case .selected: "selected"
        case .visible: "visible"
        case .frame: "frame"
        }
    }
}
