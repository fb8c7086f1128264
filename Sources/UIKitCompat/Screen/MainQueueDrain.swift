import Dispatch
import Foundation

/// Runs the work a screen scheduled on the main queue or the main actor while it was made
/// (`DispatchQueue.main.async` in `viewDidLoad`, `Task { @MainActor in … }`), as iOS runs it a
/// moment after the screen appears and before a person sees much of it.
///
/// Bounded (docs/limits.md): up to ``rounds`` rounds, each running what was queued before it
/// began, and no longer than ``limit`` seconds in all; `asyncAfter` work due within the limit runs.
public enum MainQueueDrain {
    /// How many times work queued by queued work is followed.
    public static let rounds = 8
    /// The longest the drain waits, in seconds.
    public static let limit = 0.25

    /// Runs the main queue until it is idle or the bound is reached; call on the main thread.
    public static func drain() {
        let deadline = Date(timeIntervalSinceNow: limit)
        for _ in 0..<rounds {
            nonisolated(unsafe) var reached = false
            DispatchQueue.main.async { reached = true }
            while !reached, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
            }
            if Date() >= deadline { return }
        }
    }
}
