/// Recognizers waiting on time: tap recognizers that have counted some of their taps and fail
/// when the next does not come soon enough, and recognizers that recognised but wait for another
/// to fail first (`require(toFail:)`). The screen's clock advances them. Held weakly: a
/// recognizer whose screen is gone stops waiting with it.
enum PendingGestures {
    private struct Weak<Recognizer: UIGestureRecognizer> {
        weak var recognizer: Recognizer?
    }

    nonisolated(unsafe) private static var counting: [Weak<UITapGestureRecognizer>] = []
    nonisolated(unsafe) private static var deferred: [Weak<UIGestureRecognizer>] = []

    /// Whether anything waits on time, so the window keeps its clock running.
    static var isWaiting: Bool {
        counting.removeAll { $0.recognizer == nil }
        deferred.removeAll { $0.recognizer == nil }
        return !counting.isEmpty || !deferred.isEmpty
    }

    /// `recognizer` counted a tap and waits for the next.
    static func counted(_ recognizer: UITapGestureRecognizer) {
        if !counting.contains(where: { $0.recognizer === recognizer }) { counting.append(Weak(recognizer: recognizer)) }
    }

    /// `recognizer` stopped counting: its gesture completed, or a lone tap began it again.
    static func stoppedCounting(_ recognizer: UITapGestureRecognizer) {
        counting.removeAll { $0.recognizer === recognizer }
    }

    /// `recognizer` recognised, but another it requires to fail may still recognise.
    static func deferRecognition(_ recognizer: UIGestureRecognizer) {
        if !deferred.contains(where: { $0.recognizer === recognizer }) { deferred.append(Weak(recognizer: recognizer)) }
    }

    /// `recognizer` recognised: those waiting for it to fail fail themselves.
    static func recognized(_ recognizer: UIGestureRecognizer) {
        counting.removeAll { $0.recognizer === recognizer }
        deferred.removeAll { $0.recognizer === recognizer }
        let failing = take { $0.requiresFailure(of: recognizer) }
        for waiting in failing { waiting.fail() }
    }

    /// `recognizer` failed: those waiting on it recognise when nothing else holds them.
    static func failed(_ recognizer: UIGestureRecognizer) {
        counting.removeAll { $0.recognizer === recognizer }
        deferred.removeAll { $0.recognizer === recognizer }
        let ready = take { !$0.waitsForFailure }
        for waiting in ready { waiting.recognizeNow() }
    }

    /// Fails every tap recognizer whose next tap is overdue at `now` (seconds); true when one
    /// failed, and something waiting on it may have recognised.
    static func advance(to now: Double) -> Bool {
        let overdue = counting.compactMap(\.recognizer).filter { $0.isOverdue(at: now) }
        for recognizer in overdue { recognizer.failCounting() }
        return !overdue.isEmpty
    }

    /// Removes and returns the deferred recognizers that `matches` picks.
    private static func take(where matches: (UIGestureRecognizer) -> Bool) -> [UIGestureRecognizer] {
        let taken = deferred.compactMap(\.recognizer).filter(matches)
        deferred.removeAll { entry in entry.recognizer.map { waiting in taken.contains { $0 === waiting } } ?? true }
        return taken
    }
}
