import CollectionView
import Foundation

/// A press on a sheet's top area that may become a drag of the sheet (see
/// `ScreenPresentation+SheetDrag`): a vertical move past the tap slop takes it, a sideways one
/// leaves it to the views. Points are in the sheet's view's coordinates, which move with it, so
/// the drag is followed in the screen's.
final class SheetDragPress: PressTracking {
    private unowned let presentation: ScreenPresentation
    private let controller: UIViewController
    private let start: CGPoint
    /// Where the sheet's top was on the screen as the press began.
    private let startTop: CGFloat
    private var dragging = false
    /// Whether a drag down may dismiss the sheet, once asked; nil before the drag heads there.
    private var mayDismiss: Bool?
    private var samples: [(y: CGFloat, time: Double)] = []

    init(presentation: ScreenPresentation, controller: UIViewController, start: CGPoint) {
        self.presentation = presentation
        self.controller = controller
        startTop = presentation.topOrigin.y
        self.start = CGPoint(x: start.x, y: start.y + startTop)
    }

    func moved(to point: CGPoint, time: Double) -> PressClaim {
        // The sheet's view moves with the drag: the point on the screen is where it lies now.
        let screenPoint = CGPoint(x: point.x, y: point.y + presentation.topOrigin.y)
        let dx = screenPoint.x - start.x, dy = screenPoint.y - start.y
        if !dragging {
            guard (dx * dx + dy * dy).squareRoot() >= CGFloat(TapRecognizer.slop) else { return .undecided }
            guard abs(dy) > abs(dx) else { return .declined }
            dragging = true
        }
        samples.append((screenPoint.y, time))
        if samples.count > 4 { samples.removeFirst() }
        follow(dy: dy)
        return .taken
    }

    /// Moves the sheet for a pointer `dy` points below where the drag began.
    func follow(dy: CGFloat) {
        dragging = true
        presentation.moveTopSheet(by: offset(for: dy))
    }

    /// The sheet's offset for a pointer `dy` points below where it was pressed: the pointer's
    /// own, with resistance below the smallest detent when the sheet may not be dismissed (asked
    /// as the drag first goes there) and above the largest.
    private func offset(for dy: CGFloat) -> CGFloat {
        let resting = presentation.topOrigin.y - presentation.topSheetOffset
        let travelled = startTop - resting + dy
        let lowest = presentation.smallestDetentTop - resting
        if travelled > lowest, mayDismiss == nil { mayDismiss = controller.askUserDismissal() }
        if travelled > lowest, mayDismiss == false { return lowest + (travelled - lowest) * ScreenPresentation.sheetResistance }
        let highest = presentation.largestDetentTop - resting
        return travelled < highest ? highest + (travelled - highest) * ScreenPresentation.sheetResistance : travelled
    }

    func held(now: Double) -> Bool { false }

    func ended(at point: CGPoint, time: Double) -> Bool {
        guard dragging else { return false }
        var velocity: CGFloat = 0
        if let first = samples.first, let last = samples.last, last.time > first.time {
            velocity = (last.y - first.y) / CGFloat(last.time - first.time)
        }
        release(velocity: velocity)
        return true
    }

    /// Lets the sheet go moving at `velocity` points a second, down positive.
    func release(velocity: CGFloat) {
        presentation.releaseTopSheet(velocity: velocity, mayDismiss: mayDismiss ?? false)
    }

    var isWaiting: Bool { false }
}
