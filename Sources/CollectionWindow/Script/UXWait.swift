/// How long a `wait` step waits.
public enum UXWait: Hashable, Sendable {
    /// So many seconds.
    case seconds(Double)
    /// Until every scroll, fling, snap and animation has come to rest (at most 10 seconds).
    case settled
}
