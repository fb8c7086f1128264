import CollectionLayout

extension UIView {
    /// A click on this view (the deepest one under the pointer): the nearest enabled control it
    /// is in, up to `boundary`, runs its actions as a touch ending on it does; true when one did.
    func clickNearestControl(upTo boundary: UIView? = nil) -> Bool {
        var view: UIView? = self
        while let candidate = view {
            if let control = candidate as? UIControl, control.isEnabled {
                control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
                return true
            }
            if candidate === boundary { return false }
            view = candidate.superview
        }
        return false
    }

    /// A click at `point` in this view's bounds on a control inside it (a button in a cell):
    /// the control's actions run; true when one took it.
    func clickControl(at point: CGPoint) -> Bool {
        guard let hit = ScreenPresentation.deepestView(at: point, in: self, frame: CGRect(origin: bounds.origin, size: bounds.size)) else {
            return false
        }
        return hit.clickNearestControl(upTo: self)
    }
}
