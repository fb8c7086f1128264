extension UIView {
    /// The widest a readable content guide gets: Apple's readable width at the Large text size.
    static let readableWidth: CGFloat = 672

    /// The view's bounds inside its layout margins, as a guide to constrain content to.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = systemGuides.layoutMargins { return guide }
        let guide = UILayoutGuide(role: .layoutMargins, of: self)
        systemGuides.layoutMargins = guide
        rootView.constraintsDidChange()
        return guide
    }

    /// The view's bounds inside its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = systemGuides.safeArea { return guide }
        let guide = UILayoutGuide(role: .safeArea, of: self)
        systemGuides.safeArea = guide
        rootView.constraintsDidChange()
        return guide
    }

    /// The layout margins guide, narrowed to at most the readable width (672 points) and
    /// centred, for text that should not run across a wide screen.
    public var readableContentGuide: UILayoutGuide {
        if let guide = systemGuides.readableContent { return guide }
        let guide = UILayoutGuide(role: .readableContent, of: self)
        systemGuides.readableContent = guide
        rootView.constraintsDidChange()
        return guide
    }
}

extension UIView {
    /// The margins constraints to the margins and the margins guide measure from: the layout
    /// margins, plus the safe area where ``insetsLayoutMarginsFromSafeArea`` (a root view's
    /// margins guide on a phone meets the status bar's edge, 20 points down, as iOS's pictures show).
    var marginsForLayout: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
}
