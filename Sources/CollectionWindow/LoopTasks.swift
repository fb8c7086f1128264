import Glibc
import X11Window

/// What the window's loop does besides input and frames: callbacks for file descriptors that
/// can be read (a file watch, a pipe) and for times that have come (`schedule(after:)`).
final class LoopTasks {
    private var watched: [(descriptor: Int32, onReadable: () -> Void)] = []
    private var timers: [(deadline: Double, action: () -> Void)] = []

    var descriptors: [Int32] { watched.map(\.descriptor) }

    func watch(_ descriptor: Int32, onReadable: @escaping () -> Void) {
        watched.append((descriptor, onReadable))
    }

    func schedule(at deadline: Double, _ action: @escaping () -> Void) {
        timers.append((deadline, action))
    }

    /// How long the loop may wait for input before a timer is due; nil when none is set.
    func timeout(now: Double) -> Double? {
        timers.map(\.deadline).min().map { Swift.max(0, $0 - now) }
    }

    /// Runs the timers that are due, in the order they are due, and calls back for every
    /// descriptor that can be read now; `isRunning` stops it when a callback ends the loop.
    func serve(now: Double, isRunning: () -> Bool) {
        let due = timers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
        timers.removeAll { $0.deadline <= now }
        for timer in due where isRunning() { timer.action() }
        guard !watched.isEmpty else { return }
        var polled = watched.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), 0) > 0 else { return }
        for (entry, result) in zip(watched, polled) where result.revents != 0 && isRunning() { entry.onReadable() }
    }
}
