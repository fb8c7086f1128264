import Synchronization

/// The completion a running swipe action is given: the action calls it (on any thread, once)
/// with whether it was performed, and the screen closes the row on its next step.
final class SwipeActionCompletion: Sendable {
    private let called = Atomic<Bool>(false)

    /// What the action calls.
    var handler: @Sendable (Bool) -> Void {
        { [self] _ in called.store(true, ordering: .releasing) }
    }

    /// Whether the action has called its completion.
    var isCalled: Bool { called.load(ordering: .acquiring) }
}
