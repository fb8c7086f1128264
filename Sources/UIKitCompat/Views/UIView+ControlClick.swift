import CollectionLayout

extension UIView {
    /// A click on this view (the deepest one under the pointer) at `point` in `space`'s
    /// coordinates: the nearest enabled control it is in, up to `boundary`, takes it as a touch
    /// down and up inside it (a switch turns, a segment is chosen, a button runs its actions);
    /// else the nearest view with a tap recognizer that recognises it runs that; true when one did.
    /// A control under the pointer wins over a recognizer on a view around it, as in UIKit.
    /// `time` is the clock's seconds (nil when none runs), so taps can follow each other.
    func clickNearestControl(at point: CGPoint, in space: UIView, upTo boundary: UIView? = nil, time: Double? = nil) -> Bool {
        var view: UIView? = self
        var recognizing: UIView?
        while let candidate = view {
            if let control = candidate as? UIControl, control.isEnabled {
                control.click(at: control.convert(point, from: space))
                return true
            }
            if recognizing == nil, !candidate.attachedRecognizers.isEmpty { recognizing = candidate }
            if candidate === boundary { break }
            view = candidate.superview
        }
        var offered = recognizing
        while let candidate = offered {
            if candidate.offerClickToRecognizers(at: candidate.convert(point, from: space), time: time) { return true }
            if candidate === boundary { return false }
            offered = candidate.superview
        }
        return false
    }

    /// A click at `point` in this view's bounds on a control inside it (a button in a cell):
    /// the control takes it, or a recognizer; true when one did.
    func clickControl(at point: CGPoint, time: Double? = nil) -> Bool {
        guard let hit = ScreenPresentation.deepestView(at: point, in: self, frame: CGRect(origin: bounds.origin, size: bounds.size)) else {
            return false
        }
        return hit.clickNearestControl(at: point, in: self, upTo: self, time: time)
    }
}
