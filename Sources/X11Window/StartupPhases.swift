import Synchronization

/// When each phase of a start ended, on the monotonic clock: what `xcollection --log-startup`
/// prints, so a harness that knows when it started the process can tell where the time to the
/// first frame went. Marks are cheap and kept only for the first of each name.
public enum StartupPhases {
    private static let marks = Mutex<[(name: String, seconds: Double)]>([])

    /// Notes that phase `name` ended now; a name already noted keeps its first time.
    public static func mark(_ name: String) {
        let now = MonotonicClock.now()
        marks.withLock { marks in
            if !marks.contains(where: { $0.name == name }) { marks.append((name, now)) }
        }
    }

    /// The phases noted so far, in order, with when each ended (monotonic seconds).
    public static var all: [(name: String, seconds: Double)] {
        marks.withLock { $0 }
    }
}
