import Foundation

/// The presentation controller of a controller presented as a popover (`.popover`), as UIKit's:
/// where it points from. Apps set its source so that a popover has one on an iPad; here a
/// popover is shown as it is on a compact screen, adapted to a sheet, and the source is kept.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at.
    open var sourceRect = CGRect.zero
    /// The bar button it points at, in place of a view.
    open var barButtonItem: UIBarButtonItem?
    /// Where its arrow may point.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// Where its arrow points: not known here, as no arrow is drawn.
    open private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    /// The popover's background colour; kept.
    open var backgroundColor: UIColor?
    /// Views beneath that stay usable while it shows; kept.
    open var passthroughViews: [UIView]?
    /// Whether it may cover its source; kept.
    open var canOverlapSourceViewRect = false
    /// The margins it keeps from the screen's edges; kept.
    open var popoverLayoutMargins = UIEdgeInsets.zero
}
