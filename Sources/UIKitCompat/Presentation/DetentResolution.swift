import Foundation

/// What a custom detent's resolver is given.
struct DetentResolution: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}
