import CoreFoundation
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
    /// `asyncAfter` work a `--swift` file scheduled (`MainQueueTimers`) that is due within the
    /// bound is waited for, then what it queued runs too.
    public static func drain() {
        let deadline = Date(timeIntervalSinceNow: limit), dueBy = DispatchTime.now() + limit
        while true {
            for _ in 0..<rounds {
                nonisolated(unsafe) var reached = false
                DispatchQueue.main.async { reached = true }
                while !reached, Date() < deadline {
                    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
                }
                if Date() >= deadline { return }
            }
            guard let due = MainQueueTimers.earliestDue, due <= dueBy else { return }
            // Until the work comes due and has run, or the bound.
            while MainQueueTimers.earliestDue == due, Date() < deadline {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
            }
            if Date() >= deadline { return }
        }
    }

    /// Runs the main-queue work that is due now, without waiting: true when some ran. The window
    /// calls it once a display interval while it shows a screen, so work a screen queues later
    /// (`asyncAfter`, a `Task` awaiting) runs as iOS runs it. Bounded to ``rounds`` passes.
    public static func runDue() -> Bool {
        var ran = false
        for _ in 0..<rounds {
            guard CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true) == .handledSource else { break }
            ran = true
        }
        return ran
    }
}
