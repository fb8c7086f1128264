import Foundation

extension UIViewController {
    /// The controller that places this one when it is presented, made the first time it is
    /// asked for after `modalPresentationStyle`, as UIKit makes it: a sheet's
    /// (`UISheetPresentationController`) for `.pageSheet`, `.formSheet` and `.automatic`, a
    /// popover's for `.popover`, a plain one otherwise. A controller inside another (a child, a
    /// pushed screen) gives its outermost container's, as UIKit gives the nearest presentation
    /// controller managing it.
    public var presentationController: UIPresentationController? {
        if let made = madePresentationController { return made }
        if let parent { return parent.presentationController }
        let made: UIPresentationController
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic:
            made = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        case .popover:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
        default:
            made = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        }
        madePresentationController = made
        return made
    }

    /// The sheet's presentation controller, when this controller is presented as a sheet (iOS 15).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover's presentation controller, when this controller is presented as a popover
    /// (`.popover`); nil otherwise, so the usual `popoverPresentationController?.sourceView = …`
    /// does nothing on a phone's alert, as on iOS.
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// Asks whether the user may dismiss this presented sheet, as UIKit asks as a dismissing drag
    /// begins: not when `isModalInPresentation`, nor when the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers false — the delegate then hears
    /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise it hears
    /// `presentationControllerWillDismiss(_:)`.
    func askUserDismissal() -> Bool {
        let presentation = presentationController
        let delegate = presentation?.delegate
        let allowed = !isModalInPresentation && (presentation.map { delegate?.presentationControllerShouldDismiss($0) ?? true } ?? true)
        if let presentation {
            if allowed { delegate?.presentationControllerWillDismiss(presentation) } else { delegate?.presentationControllerDidAttemptToDismiss(presentation) }
        }
        return allowed
    }

    /// Dismisses this sheet as the user's drag does; the delegate hears
    /// `presentationControllerDidDismiss(_:)` once it is gone.
    func dismissByUser() {
        let presentation = presentationController
        dismiss(animated: true) {
            if let presentation { presentation.delegate?.presentationControllerDidDismiss(presentation) }
        }
    }

    /// The sheet changed its detents or its selected one: the screen showing it lays it out again.
    func sheetDidChange() {
        screenPresentation?.presentedSheetDidChange(self)
    }
}
