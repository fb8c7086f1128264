import Foundation

/// What a controller is told about a change of size or traits under way, as UIKit's
/// `UIViewControllerTransitionCoordinator`: work to run beside it and after it.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    /// Runs `animation` as the change is made and `completion` once it is; true.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Whether the change is animated.
    var isAnimated: Bool { get }
    /// How long it takes, in seconds.
    var transitionDuration: TimeInterval { get }
}

/// The state of a change under way, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change was cancelled; never here.
    var isCancelled: Bool { get }
    /// Whether it is animated.
    var isAnimated: Bool { get }
}

/// A change of size made at once, as the window's resize and a turn of the device are here:
/// the work beside it runs with it and the completion right after.
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the completions gathered, once the change is made.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }
}
