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
