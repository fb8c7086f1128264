import CollectionLayout

/// A push or a pop that slides cross-fades the bar: what the old top item showed (its title,
/// back button and bar buttons, as they lay) fades out over the new item's, which fade in, as
/// the screens slide beneath, and the titles move as UIKit moves them (`BarTitleMove`).
extension UINavigationBar {
    /// Keeps what the bar shows now to fade it out; the items change next. A fade under way is
    /// cut short.
    func beginCrossFade(pushing: Bool) {
        endCrossFade()
        let fading = UIView(frame: bounds)
        // The large title is not kept: it lies over the content and goes with the old screen.
        var leavingTitle: UILabel?
        if !titleLabel.isHidden, titleLabel.text?.isEmpty == false {
            let copy = Self.copy(of: titleLabel)
            fading.addSubview(copy)
            leavingTitle = copy
        }
        titleMove = BarTitleMove(isPush: pushing, leavingTitle: leavingTitle, leavingStart: leavingTitle?.frame ?? .zero,
                                 leavingBackTitleX: backButtonTitleX)
        // The buttons themselves go: the new item gets buttons of its own.
        let buttons = leadingButtons + trailingButtons + [backButton].compactMap { $0 }
        for button in buttons where button.superview === self {
            button.removeFromSuperview()
            fading.addSubview(button)
        }
        leadingButtons = []
        trailingButtons = []
        backButton = nil
        if let titleView = placedTitleView, titleView.superview === self {
            // A title view belongs to its item and is shown again on a pop: it fades out as a copy would, then goes.
            titleView.removeFromSuperview()
            fading.addSubview(titleView)
            placedTitleView = nil
        }
        insertSubview(fading, aboveSubview: hairline)
        fadingContent = fading
        contentOpacity = 0
    }

    /// The slide has come `progress` (0 to 1) of the way.
    func crossFade(to progress: CGFloat) {
        fadingContent?.animatedOpacity = 1 - progress
        contentOpacity = progress
        layoutIfNeeded()
        titleMove?.apply(to: self, progress: progress)
    }

    /// The slide is over: only the top item's contents show.
    func endCrossFade() {
        if let fading = fadingContent {
            for view in fading.subviews { view.removeFromSuperview() }
            fading.removeFromSuperview()
        }
        fadingContent = nil
        contentOpacity = 1
        titleMove = nil
        titleLabel.transform = .identity
    }

    private static func copy(of label: UILabel) -> UILabel {
        let copy = UILabel(frame: label.frame)
        copy.text = label.text
        copy.font = label.font
        copy.textColor = label.textColor
        copy.textAlignment = label.textAlignment
        return copy
    }
}
