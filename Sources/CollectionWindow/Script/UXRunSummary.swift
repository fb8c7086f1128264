/// How a UX check went: its expectations held and failed (a step that could not run fails too).
public struct UXRunSummary: Hashable, Sendable {
    public var passed: Int
    public var failed: Int

    /// Counts `result`: an expectation as passed or failed, any step that could not run as failed.
    mutating func count(_ result: UXStepResult) {
        guard result.kind == "expect" || !result.ok else { return }
        if result.ok { passed += 1 } else { failed += 1 }
    }

    /// `N passed, N failed`, the run's last line.
    public var line: String { "\(passed) passed, \(failed) failed" }
}
