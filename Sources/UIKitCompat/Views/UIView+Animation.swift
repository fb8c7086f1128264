extension UIView {
    /// Runs `animations` and then `completion(true)` at once: view changes are drawn in the next
    /// frame without a transition here (the collection view's own updates animate as UIKit's).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// As `animate(withDuration:animations:completion:)`; the delay and options are not applied.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` with animations off, as UIKit does: a collection view's
    /// batch updates made in it are shown at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = enabled }
        actionsWithoutAnimation()
    }

    /// Whether changes that animate (a collection view's updates) animate now.
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off until turned back, as UIKit's `setAnimationsEnabled(_:)`.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    // Unsafe: UIKit's objects are used on one thread here, the one that draws, as UIKit's main thread.
    nonisolated(unsafe) private static var animationsEnabled = true

    /// Options of a view animation, as UIKit's `UIView.AnimationOptions`: kept, not applied.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut: AnimationOptions = []
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}
