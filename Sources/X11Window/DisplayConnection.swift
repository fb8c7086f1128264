import CX11
import Dispatch
import Synchronization

/// Opening a connection to an X server with a time limit: `XOpenDisplay` waits as long as the
/// server takes to answer its greeting, and a socket that accepts but never answers would hold
/// the program forever. The connection is opened on a thread of its own; past the limit the
/// caller is told, and a connection that completes later is closed by that thread.
enum DisplayConnection {
    /// How long a server may take to answer: a local one answers in milliseconds, one through
    /// an SSH tunnel in well under a second.
    static let timeLimit = 5.0

    /// A display pointer handed from the connecting thread to the caller, once.
    private struct Handed: @unchecked Sendable {
        var display: OpaquePointer?
    }

    private final class Attempt: @unchecked Sendable {
        /// The display once opened, and whether the caller has stopped waiting for it.
        let state = Mutex<(opened: Handed, abandoned: Bool)>((Handed(), false))
        let done = DispatchSemaphore(value: 0)
    }

    /// The connection to `name`, nil when the server refused it or is not there, or a throw
    /// when it did not answer within `timeLimit` seconds.
    static func open(_ name: String) throws(X11Error) -> OpaquePointer? {
        let attempt = Attempt()
        DispatchQueue.global().async {
            let display = XOpenDisplay(name)
            let closeNow = attempt.state.withLock { state -> Bool in
                state.opened = Handed(display: display)
                return state.abandoned
            }
            if closeNow, let display { XCloseDisplay(display) }
            attempt.done.signal()
        }
        if attempt.done.wait(timeout: .now() + timeLimit) == .timedOut {
            let late = attempt.state.withLock { state -> Handed in
                state.abandoned = true
                return state.opened
            }
            // Answered in the instant between the time-out and the lock: it is still good.
            if let display = late.display { return display }
            throw X11Error.unanswered("X display \"\(name)\" did not answer within \(Int(timeLimit)) seconds (is the server stopped, or DISPLAY pointing at something else?)")
        }
        return attempt.state.withLock { $0.opened }.display
    }
}
