import Foundation

/// What places a presented controller's view on the screen and decides how it may leave, as
/// UIKit's `UIPresentationController`: a controller's `presentationController`, made the first
/// time it is asked for, after the controller's `modalPresentationStyle`, as UIKit makes it.
open class UIPresentationController: NSObject {
    /// The controller presented. The presentation controller belongs to it, so it does not keep it.
    public private(set) unowned var presentedViewController: UIViewController
    private weak var presenter: UIViewController?

    /// Told of a drag that dismisses the presented sheet, and asked whether it may.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        super.init()
    }

    /// The controller that presented it; the presented one itself until it is presented.
    open var presentingViewController: UIViewController {
        presenter ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The presentation's style: the presented controller's.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Where the presented view lies on the screen, once it is shown.
    open var frameOfPresentedViewInContainerView: CGRect {
        presentedViewController.viewIfLoaded.map { CGRect(origin: $0.frame.origin, size: $0.frame.size) } ?? .zero
    }

    /// Whether the presented screen hides the one beneath it.
    open var shouldRemovePresentersView: Bool { presentationStyle.coversWholeScreen }
}
