/// What a presented screen's presentation controller tells its delegate, as UIKit's protocol:
/// above all, about a sheet the user drags down to dismiss it.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked as a drag to dismiss the sheet begins; false keeps it (the delegate then hears
    /// `presentationControllerDidAttemptToDismiss(_:)`).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A drag to dismiss the sheet began.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The sheet was dismissed by a drag, once it is gone. Not sent for `dismiss(animated:)`.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a sheet that refuses: `isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` answered false.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style the presentation takes on a compact screen; `.none` keeps the one asked for.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// As `adaptivePresentationStyle(for:)`, for the traits given.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

public extension UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}
