extension UIView {
    /// The widest a readable content guide gets: Apple's readable width at the Large text size.
    static let readableWidth: CGFloat = 672

    /// The space between the view's edges and its content, left and right as absolute edges
    /// (8 points on every side unless set, as UIKit's).
    public var layoutMargins: UIEdgeInsets {
        get {
            guard marginsAreDirectional else { return storedLayoutMargins }
            let d = storedDirectionalMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(top: d.top, left: rtl ? d.trailing : d.leading, bottom: d.bottom, right: rtl ? d.leading : d.trailing)
        }
        set {
            storedLayoutMargins = newValue
            marginsAreDirectional = false
            layoutMarginsDidChange()
        }
    }

    /// The space between the view's edges and its content, leading and trailing following the
    /// interface's direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            guard !marginsAreDirectional else { return storedDirectionalMargins }
            let m = storedLayoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom, trailing: rtl ? m.left : m.right)
        }
        set {
            storedDirectionalMargins = newValue
            marginsAreDirectional = true
            layoutMarginsDidChange()
        }
    }

    /// The part of the view no bar or notch covers; the screen's safe area reaches only the views
    /// that overlap it, which cells inside a collection view's margins do not here, so it is zero.
    public var safeAreaInsets: UIEdgeInsets { .zero }

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
