import Foundation

/// The spinners turning, and the step their brightest spoke is at: the window's clock moves
/// the step (eight a second) while one of them is on screen; snapshots never move it, so they
/// draw every spinner at step 0. Used on the thread that draws, as UIKit's main thread.
enum ActivityIndicators {
    nonisolated(unsafe) private static var turning: [ObjectIdentifier: Weak] = [:]
    /// The step of the brightest spoke, 0 ..< spokes.
    nonisolated(unsafe) private(set) static var step = 0

    private struct Weak {
        weak var view: UIActivityIndicatorView?
    }

    static func started(_ view: UIActivityIndicatorView) {
        turning[ObjectIdentifier(view)] = Weak(view: view)
    }

    static func stopped(_ view: UIActivityIndicatorView) {
        turning[ObjectIdentifier(view)] = nil
    }

    /// Whether a turning spinner is shown in one of `roots`' trees (not hidden there).
    static func shown(in roots: [UIView]) -> Bool {
        guard !turning.isEmpty else { return false }
        turning = turning.filter { $0.value.view != nil }
        return turning.values.contains { entry in
            guard let view = entry.view, let root = roots.first(where: { view.isDescendant(of: $0) }) else { return false }
            var node: UIView? = view
            while let current = node, current !== root.superview {
                if current.isHidden || current.alpha <= 0.01 { return false }
                node = current.superview
            }
            return true
        }
    }

    /// Moves the step to the one `now` (seconds) gives; true when it changed.
    static func advance(to now: Double) -> Bool {
        let next = Int((now * Double(ActivityIndicatorMetrics.stepsPerSecond)).rounded(.down)) % ActivityIndicatorMetrics.spokeCount
        guard next != step else { return false }
        step = next
        return true
    }

    /// Back to step 0, as a snapshot draws.
    static func reset() { step = 0 }
}
