import Glibc
import Synchronization

/// The private Xvfbs still running, stopped by PID when the process exits: a shared one (as
/// snapshots keep for the process) is never deinitialised, and a test process should not
/// leave a server behind even for the moment `-terminate` takes.
enum XvfbReaper {
    private static let running = Mutex<Set<pid_t>>([])
    private static let registered = Mutex(false)

    static func adopt(_ pid: pid_t) {
        running.withLock { _ = $0.insert(pid) }
        registered.withLock { done in
            guard !done else { return }
            done = true
            atexit { XvfbReaper.stopAll() }
        }
    }

    static func release(_ pid: pid_t) {
        running.withLock { _ = $0.remove(pid) }
    }

    private static func stopAll() {
        // SIGTERM only: Xvfb removes its lock file and socket on it, and waiting here would
        // hold up the exit.
        for pid in running.withLock({ $0 }) { kill(pid, SIGTERM) }
    }
}
