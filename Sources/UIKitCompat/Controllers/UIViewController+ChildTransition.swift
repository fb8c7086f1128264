extension UIViewController {
    /// Shows `next`'s view in place of `previous`'s in this container, beneath `bar` (its
    /// navigation or tab bar), telling both as UIKit does when the container is on screen: the
    /// leaving one will disappear, the coming one will appear and is appearing, both did; then the
    /// screen showing them shows the new one's collection view. With `endsLater`, the calls that
    /// end the change (`viewDidDisappear`, `viewDidAppear`) are not made here but returned, for
    /// when the animation showing it is over.
    @discardableResult
    func replaceShownChild(_ previous: UIViewController?, with next: UIViewController?, beneath bar: UIView, animated: Bool,
                           endsLater: Bool = false) -> () -> Void {
        guard previous !== next, isViewLoaded else { return {} }
        let onScreen = appearance == .appeared || appearance == .appearing
        if onScreen { previous?.beginAppearanceTransition(false, animated: animated) }
        previous?.viewIfLoaded?.removeFromSuperview()
        if let next {
            if onScreen { next.beginAppearanceTransition(true, animated: animated) }
            installShownChild(next, beneath: bar)
            if onScreen { next.noteIsAppearing(animated: animated) }
            view.layoutIfNeeded()
        }
        screenPresentation?.topScreenDidChange()
        let end = {
            guard onScreen else { return }
            previous?.endAppearanceTransition()
            next?.endAppearanceTransition()
        }
        if endsLater { return end }
        end()
        return {}
    }

    /// Puts `controller`'s view beneath `bar`, filling this container.
    func installShownChild(_ controller: UIViewController, beneath bar: UIView) {
        let child = controller.view!
        child.frame = view.bounds
        view.insertSubview(child, belowSubview: bar)
        view.setNeedsLayout()
    }

    /// The nearest container of `type` this controller is inside.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }
}
