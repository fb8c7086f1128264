extension UIViewController {
    /// What `present(_:animated:completion:)` does, for subclasses that override it to call.
    func presentOnScreen(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        // UIKit presents from the controller at the top of what is presented already.
        if let presented = presentedViewController {
            presented.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        // One presentation or dismissal at a time: one under way ends first.
        let screen = screenPresentation
        screen?.finishTransitions()
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        viewControllerToPresent.isBeingPresented = true
        viewControllerToPresent.loadViewIfNeeded()
        let covers = viewControllerToPresent.coversPresenter
        if covers { beginAppearanceTransition(false, animated: flag) }
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        // Once it is in place (after its rise, when animated on a screen): did appear, then the completion.
        let finish = { [weak self] in
            viewControllerToPresent.endAppearanceTransition()
            if covers { self?.endAppearanceTransition() }
            completion?()
        }
        guard let screen else {
            viewControllerToPresent.noteIsAppearing(animated: flag)
            viewControllerToPresent.view.layoutIfNeeded()
            return finish()
        }
        screen.present(viewControllerToPresent, from: self, animated: flag, placed: {
            // Laid out in its place before it is drawn moving, so it rises as it will rest.
            viewControllerToPresent.noteIsAppearing(animated: flag)
            viewControllerToPresent.view.layoutIfNeeded()
        }, finish: finish)
    }

    /// What `dismiss(animated:completion:)` does.
    func dismissFromScreen(animated flag: Bool, completion: (() -> Void)?) {
        let presentedContainer = sequence(first: self, next: { $0.parent }).first { $0.presentingViewController != nil }
        guard let presented = presentedViewController ?? presentedContainer,
              let presenter = presented.presentingViewController else {
            completion?()
            return
        }
        let screen = presenter.screenPresentation
        screen?.finishTransitions()
        // Ended above, it may be gone already.
        guard presented.presentingViewController === presenter else {
            completion?()
            return
        }
        if let above = presented.presentedViewController { above.dismiss(animated: false) }
        let covered = presented.coversPresenter
        presented.isBeingDismissed = true
        if covered { presenter.beginAppearanceTransition(true, animated: flag) }
        presented.beginAppearanceTransition(false, animated: flag)
        // Once it is gone (after its fall, when animated on a screen): did disappear, the
        // presenter is on its own again, then the completion.
        let finish = {
            presented.endAppearanceTransition()
            if covered { presenter.endAppearanceTransition() }
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            completion?()
        }
        guard let screen else { return finish() }
        screen.dismiss(presented, animated: flag, finish: finish)
    }

    /// What `show(_:sender:)` does.
    func showInContainer(_ vc: UIViewController) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}

extension UIModalPresentationStyle {
    /// Whether a controller shown this way hides the one beneath, which then disappears: full
    /// screen always, a sheet never on iOS 13 and later.
    var coversWholeScreen: Bool {
        switch self {
        case .fullScreen, .currentContext, .custom: true
        case .pageSheet, .formSheet, .automatic, .popover, .overFullScreen, .overCurrentContext, .none: false
        }
    }
}
