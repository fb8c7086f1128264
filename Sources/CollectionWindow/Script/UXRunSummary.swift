/// How a UX check went: its expectations held and failed (a step that could not run fails too).
public struct UXRunSummary: Hashable, Sendable {
    public var passed: Int
    public var failed: Int

    /// `N passed, N failed`, the run's last line.
    public var line: String { "\(passed) passed, \(failed) failed" }
}
