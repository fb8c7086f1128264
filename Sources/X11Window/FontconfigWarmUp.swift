import CX11
import Glibc
import Synchronization

/// Loads fontconfig's configuration and font caches on a thread of its own while the program
/// does other start-up work (reading its arguments, loading a screen, connecting to the X
/// server), so the window's first font is matched against a configuration already loaded.
///
/// Loading it is the largest single step of a window's start (about 5 ms on this project's
/// machine) and needs nothing from the rest of the start; fontconfig builds its default
/// configuration once, safely from any thread. `Font` waits for the loading before it matches.
public enum FontconfigWarmUp {
    private static let loading = Mutex<pthread_t?>(nil)

    /// Starts loading, once; a program that will open a window calls it as early as it knows so.
    public static func start() {
        loading.withLock { thread in
            guard thread == nil else { return }
            var started = pthread_t()
            if pthread_create(&started, nil, { _ in
                FcInit()
                return nil
            }, nil) == 0 {
                thread = started
            }
        }
    }

    /// Whether a loading was started and not yet waited for.
    static var isLoading: Bool { loading.withLock { $0 != nil } }

    /// Returns once a loading started by `start()` has finished; at once when none was started.
    public static func wait() {
        let thread = loading.withLock { thread -> pthread_t? in
            defer { thread = nil }
            return thread
        }
        if let thread { pthread_join(thread, nil) }
    }
}
