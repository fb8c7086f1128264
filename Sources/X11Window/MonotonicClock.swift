import Glibc

/// Seconds on the monotonic clock, for event-wait deadlines that wall-clock changes cannot move.
enum MonotonicClock {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
