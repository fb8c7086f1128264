import Foundation

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet` and `.automatic`), as
/// UIKit's (iOS 15): the heights it rests at (`detents`), the one it rests at now, whether it
/// shows a grabber, and whether the screen beneath is dimmed at a height.
///
/// | | value | source |
/// |---|---|---|
/// | `.large()` | the sheet's full height: from 10 points below the safe area's top to the bottom | `PresentedLayer` |
/// | `.medium()` | half the large detent's height | Apple: "approximately half the height of the screen"; the half is ours |
/// | with no detent selected | the smallest of `detents` | Apple, `selectedDetentIdentifier` |
/// | grabber | 36 by 5 points, 5 points below the sheet's top, fully rounded, in `tertiaryLabel` | ours, from iOS 17 screenshots |
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at; `[.large()]` by default.
    open var detents: [Detent] = [.large()] {
        didSet { changed() }
    }
    /// The detent the sheet rests at; nil for the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { changed() }
    }
    /// The largest detent at which the screen beneath is not dimmed; nil dims it at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { changed() }
    }
    /// Whether a grabber is drawn at the sheet's top.
    open var prefersGrabberVisible = false {
        didSet { changed() }
    }
    /// The radius of the sheet's top corners; nil for the system's, 10 points.
    open var preferredCornerRadius: CGFloat? {
        didSet { changed() }
    }
    /// Whether scrolling the sheet's content past its top edge grows the sheet to the next
    /// detent; kept (the sheet grows by a drag of its top area here).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet rests on the bottom edge in a compact height; kept.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its content's preferred width; kept.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view a popover-adapted sheet points at; kept.
    open var sourceView: UIView?

    /// Runs `changes` (a new detent, say); the sheet takes its new height at the next frame.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Asks the custom detents' resolvers again, at the next frame.
    open func invalidateDetents() {
        changed()
    }

    /// The sheet's height now on a screen whose large detent is `maximum` points tall: the
    /// selected detent's, else the smallest's; the full height when no detent resolves.
    func restingHeight(maximum: CGFloat) -> CGFloat {
        let heights = restingHeights(maximum: maximum)
        if let selectedDetentIdentifier, let chosen = heights.first(where: { $0.identifier == selectedDetentIdentifier }) { return chosen.height }
        return heights.first?.height ?? maximum
    }

    /// The heights the sheet may rest at, smallest first, with their identifiers; a custom
    /// detent whose resolver gives nothing is left out, as UIKit leaves it.
    func restingHeights(maximum: CGFloat) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = DetentResolution(containerTraitCollection: presentedViewController.traitCollection, maximumDetentValue: maximum)
        return detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }.sorted { $0.1 < $1.1 }
    }

    /// Whether the screen beneath is dimmed with the sheet `height` points tall.
    func dimsBeneath(height: CGFloat, maximum: CGFloat) -> Bool {
        guard let largestUndimmedDetentIdentifier,
              let undimmed = restingHeights(maximum: maximum).first(where: { $0.identifier == largestUndimmedDetentIdentifier }) else { return true }
        return height > undimmed.height
    }

    /// The screen showing the sheet lays it out again.
    private func changed() {
        presentedViewController.sheetDidChange()
    }
}
