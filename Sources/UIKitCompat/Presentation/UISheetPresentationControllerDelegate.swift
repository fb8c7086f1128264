/// What a sheet's presentation controller tells its delegate beyond a presentation's, as UIKit's
/// protocol (iOS 15).
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// A drag moved the sheet to another of its detents.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

public extension UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
