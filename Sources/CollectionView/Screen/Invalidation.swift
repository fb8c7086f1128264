/// What about the view no longer matches the window: one value, set by whatever changes the
/// view and cleared by drawing.
public struct Invalidation: OptionSet, Sendable {
    /// The flags as bits: `display` 1, `drawnFrame` 2.
    public let rawValue: Int

    /// The set whose flags are the bits of `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Something shown changed: a frame is due, drawn as cheaply as the last one allows.
    public static let display = Invalidation(rawValue: 1)
    /// What the window shows can no longer be reused (uncovered, or a new layout): the next
    /// frame is drawn whole.
    public static let drawnFrame = Invalidation(rawValue: 2)
}
