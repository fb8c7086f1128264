import CollectionLayout

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
    /// Text typed into the focused text field, as the input method hands it over.
    case type(String)
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
        case .type: "type"
        case .wait: "wait"
        case .expect: "expect"
        case .screenshot: "screenshot"
        }
    }
}
