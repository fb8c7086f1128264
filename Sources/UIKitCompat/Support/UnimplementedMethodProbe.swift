/// Tells whether a delegate implements an optional method: UIKit asks the Objective-C runtime,
/// and a Swift protocol cannot say, so the default implementation marks the probe in force when
/// it runs. One call with a probe set answers for a whole section.
final class UnimplementedMethodProbe: @unchecked Sendable {
    var wasReached = false

    @TaskLocal static var current: UnimplementedMethodProbe?

    /// Whether `call` ran a default implementation that marks the probe.
    static func reachesDefault(_ call: () -> Void) -> Bool {
        let probe = UnimplementedMethodProbe()
        $current.withValue(probe) { call() }
        return probe.wasReached
    }
}
