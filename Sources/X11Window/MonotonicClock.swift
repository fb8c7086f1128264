import Glibc

/// Seconds on the monotonic clock: what animations are stepped by and event waits are timed
/// against, so wall-clock changes cannot move them.
public enum MonotonicClock {
    /// Seconds from a fixed point, never going back.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sleeps `seconds` (a frame or two in a paced loop), resuming after signals.
    public static func sleep(_ seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1, errno == EINTR { request = remaining }
    }

    /// CPU seconds the calling thread has used, for timing a frame's own work.
    public static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
