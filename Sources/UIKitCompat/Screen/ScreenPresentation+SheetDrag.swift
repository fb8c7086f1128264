import CollectionLayout
import CollectionView
import Foundation

/// A sheet dragged by its top area (its bar, its grabber, the views outside its scroll views):
/// it follows the pointer down, and up as far as its largest detent; let go, it dismisses itself
/// when thrown or pulled far enough down, else rests at the detent nearest where it was heading.
/// A sheet that refuses (`isModalInPresentation`, or a delegate's `presentationControllerShouldDismiss`
/// answering false) resists and tells its delegate `presentationControllerDidAttemptToDismiss`.
///
/// | | value | source |
/// |---|---|---|
/// | where a let-go sheet is heading | its top plus its speed times 0.15 s | ours |
/// | dismissed when heading | more than half its smallest detent's height below that detent's top | ours |
/// | resistance (a refusing sheet; up past the largest detent) | a third of the pointer's movement | ours |
/// | coming back to rest | 0.3 s, ease-out | ours |
extension ScreenPresentation {
    static let sheetProjection = 0.15
    static let sheetResistance: CGFloat = 1.0 / 3
    static let sheetReturnDuration = 0.3
    /// Core Animation's `easeOut`.
    static let sheetReturnCurve = AnimationCurve(0, 0, 0.58, 1)

    /// The sheet presented as `controller` changed its detents or the selected one: it is laid
    /// out at its new height.
    func presentedSheetDidChange(_ controller: UIViewController) {
        guard let index = presentedLayers.firstIndex(where: { $0.controller === controller }) else { return }
        presentedLayers[index].layOut(on: host)
        viewsNeedRemeasuring = true
        if index == presentedLayers.count - 1 { topScreenDidChange() }
    }

    /// A drag of the top sheet at `point` (the top view's coordinates), or nil when the top screen is not a sheet.
    func sheetDragPress(at point: CGPoint) -> SheetDragPress? {
        guard presentationTransition == nil, let layer = presentedLayers.last, layer.clipsToSheetShape else { return nil }
        return SheetDragPress(presentation: self, controller: layer.controller, start: point)
    }

    /// A drag of the sheet's collection view pulls `distance` points past its top (0 once back
    /// within it): a sheet whose content is at its top moves with the pull, as UIKit's does, and
    /// the content stays; true while the sheet takes it. Not with a refresh control, whose pull it is.
    public func contentPulledDown(by distance: Double) -> Bool {
        if contentPull == nil {
            guard distance > 0, collectionView?.refreshControl == nil, presentationTransition == nil,
                  let layer = presentedLayers.last, layer.clipsToSheetShape else { return false }
            contentPull = SheetDragPress(presentation: self, controller: layer.controller, start: .zero)
        }
        guard let pull = contentPull else { return false }
        guard distance > 0 else {
            // Back at rest: the content scrolls again under the same drag.
            moveTopSheet(by: 0)
            contentPull = nil
            return false
        }
        pull.follow(dy: CGFloat(distance))
        return true
    }

    /// The drag that pulled the sheet was let go, the content moving at `velocity` (points a
    /// second, along the content's offset): true when the sheet had taken it, and is let go.
    public func contentPullReleased(velocity: Double) -> Bool {
        guard let pull = contentPull else { return false }
        contentPull = nil
        // The content's offset falls as the pointer goes down: the sheet moves the other way.
        pull.release(velocity: CGFloat(-velocity))
        return true
    }

    /// Moves the top sheet `offset` points down from where it rests.
    func moveTopSheet(by offset: CGFloat) {
        guard !presentedLayers.isEmpty else { return }
        presentedLayers[presentedLayers.count - 1].dragOffset = offset
    }

    /// The top sheet's offset from where it rests.
    var topSheetOffset: CGFloat { presentedLayers.last?.dragOffset ?? 0 }

    /// Where the top sheet's top lies at its largest detent.
    var largestDetentTop: CGFloat { detentTops.last?.top ?? 0 }

    /// Where the top sheet's top lies at its smallest detent, below which a drag dismisses it.
    var smallestDetentTop: CGFloat { detentTops.first?.top ?? 0 }

    /// Where the top sheet's top lies at each of its detents, the smallest detent first.
    private var detentTops: [(identifier: UISheetPresentationController.Detent.Identifier, top: CGFloat)] {
        guard let layer = presentedLayers.last else { return [] }
        let maximum = layer.largestHeight ?? layer.frame.height
        let heights = layer.sheet?.restingHeights(maximum: maximum) ?? [(.large, maximum)]
        return heights.map { ($0.identifier, CGFloat(host.size.height) - $0.height) }
    }

    /// The top sheet let go `offset` points from where it rests, moving at `velocity` points a
    /// second (down positive): dismissed, moved to another detent, or back to rest.
    func releaseTopSheet(velocity: CGFloat, mayDismiss: Bool) {
        guard let layer = presentedLayers.last, let smallest = detentTops.first else { return }
        let restingTop = layer.frame.minY - layer.dragOffset
        let heading = layer.frame.minY + velocity * CGFloat(Self.sheetProjection)
        // Half the smallest detent's height below its top.
        if mayDismiss, heading > smallest.top + (CGFloat(host.size.height) - smallest.top) / 2 {
            layer.controller.dismissByUser()
            return
        }
        let nearest = detentTops.min { abs($0.top - heading) < abs($1.top - heading) }
        if let sheet = layer.sheet, let nearest, abs(nearest.top - restingTop) > 0.5 {
            let top = layer.frame.minY
            sheet.selectedDetentIdentifier = nearest.identifier
            (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
            // Laid out at the new detent: it comes there from where it was let go.
            guard let moved = presentedLayers.last else { return }
            moveTopSheet(by: top - moved.frame.minY)
        }
        sheetReturn = (from: topSheetOffset, start: nil)
    }

    /// Moves a sheet coming back to rest on to `now`; true while it moves.
    func stepSheetReturn(now: Double) -> Bool {
        guard let coming = sheetReturn else { return false }
        let start = coming.start ?? now
        let time = (now - start) / Self.sheetReturnDuration
        let left = 1 - Self.sheetReturnCurve.progress(at: time)
        moveTopSheet(by: coming.from * CGFloat(left))
        sheetReturn = time >= 1 ? nil : (coming.from, start)
        return true
    }
}
