import Foundation

/// What a custom detent's resolver is told, as UIKit's protocol.
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the screen the sheet is on.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}
