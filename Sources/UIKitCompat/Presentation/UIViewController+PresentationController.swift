import Foundation

extension UIViewController {
    /// The controller that places this one when it is presented, made the first time it is
    /// asked for after `modalPresentationStyle`, as UIKit makes it: a sheet's
    /// (`UISheetPresentationController`) for `.pageSheet`, `.formSheet` and `.automatic`, a plain
    /// one otherwise. Nil for a controller that is not presented and is inside another (a child,
    /// a pushed screen).
    public var presentationController: UIPresentationController? {
        if let made = madePresentationController { return made }
        guard parent == nil else { return nil }
        let made: UIPresentationController = modalPresentationStyle.isSheet
            ? UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
            : UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        madePresentationController = made
        return made
    }

    /// The sheet's presentation controller, when this controller is presented as a sheet (iOS 15).
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The sheet changed its detents or its selected one: the screen showing it lays it out again.
    func sheetDidChange() {
        screenPresentation?.presentedSheetDidChange(self)
    }
}

extension UIModalPresentationStyle {
    /// Whether the style is a sheet's on iOS 15 and later.
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
