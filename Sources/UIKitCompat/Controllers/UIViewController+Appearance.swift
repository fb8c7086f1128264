extension UIViewController {
    /// Whether a container tells its children as it appears and disappears; true, as in UIKit.
    /// Starts the controller's appearance (`viewWillAppear`) or disappearance
    /// (`viewWillDisappear`), and its shown children's, parents first.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        lastAppearanceAnimated = animated
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in shownChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started: `viewDidAppear`
    /// or `viewDidDisappear`, children first as in UIKit.
    public func endAppearanceTransition() {
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in shownChildren { child.endAppearanceTransition() }
        }
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(lastAppearanceAnimated)
            isMovingToParent = false
            isBeingPresented = false
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(lastAppearanceAnimated)
            isMovingFromParent = false
            isBeingDismissed = false
        case .appeared, .disappeared:
            break
        }
    }

    /// Calls `viewIsAppearing` on the controller and its shown children once the view is in the
    /// screen with its safe area, between `viewWillAppear` and the first layout.
    func noteIsAppearing(animated: Bool) {
        guard appearance == .appearing else { return }
        viewIsAppearing(animated)
        for child in shownChildren { child.noteIsAppearing(animated: animated) }
    }

    /// Tells the controller and its children the screen's traits changed.
    func noteTraitsChanged(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        TraitChangeRegistrations.notify(self, from: previous.traits, to: traitCollection.traits)
        for child in children { child.noteTraitsChanged(from: previous) }
        presentedViewController?.noteTraitsChanged(from: previous)
    }
}
