import Glibc

/// One process-wide lock around every Xft call.
///
/// Xft keeps its per-display state in an unlocked global list that each call reorders, so two
/// threads drawing text on two different displays (parallel test suites, say) corrupt it. Xlib
/// itself is safe across displays once XInitThreads has run; Xft is not, so its calls take
/// turns here. Each call is short and the lock is uncontended in a one-window program.
enum XftLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// Runs `body`, which must not call `run` again, holding the lock.
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
