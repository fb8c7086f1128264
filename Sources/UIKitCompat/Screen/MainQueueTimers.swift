import Dispatch

/// `DispatchQueue.main.asyncAfter` as a `--swift` file's code calls it: the rewrite of the
/// file's source sends those calls here (the signatures are Dispatch's), so the work is
/// scheduled on the main queue as it was and the drain before a screen's first frame, dump or
/// snapshot (`MainQueueDrain`) knows what is due and waits for what is due within its bound.
public enum MainQueueTimers {
    /// The due times of work scheduled and not run yet, by a number of their own.
    nonisolated(unsafe) private static var pending: [Int: DispatchTime] = [:]
    nonisolated(unsafe) private static var next = 0

    public static func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                  execute work: @escaping @Sendable @convention(block) () -> Void) {
        let number = note(deadline)
        DispatchQueue.main.asyncAfter(deadline: deadline, qos: qos, flags: flags) {
            done(number)
            work()
        }
    }

    public static func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        let number = note(deadline)
        // Run on the main queue, as Dispatch runs it.
        nonisolated(unsafe) let item = item
        DispatchQueue.main.asyncAfter(deadline: deadline) {
            done(number)
            if !item.isCancelled { item.perform() }
        }
    }

    public static func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                                  execute work: @escaping @Sendable @convention(block) () -> Void) {
        // The wall clock's deadline, as far from now on the monotonic one.
        let seconds = Double(Int64(bitPattern: wallDeadline.rawValue) - Int64(bitPattern: DispatchWallTime.now().rawValue)) / 1e9
        asyncAfter(deadline: .now() + max(0, seconds.isFinite ? seconds : 0), qos: qos, flags: flags, execute: work)
    }

    /// The earliest due time of work not run yet, if any.
    static var earliestDue: DispatchTime? { pending.values.min() }

    private static func note(_ deadline: DispatchTime) -> Int {
        next += 1
        pending[next] = deadline
        return next
    }

    private static func done(_ number: Int) {
        pending[number] = nil
    }
}
