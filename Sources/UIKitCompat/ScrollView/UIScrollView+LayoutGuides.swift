extension UIScrollView {
    /// The scroll view's content area, as UIKit's: constraints to it set the content size, and
    /// what is pinned to it scrolls.
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = systemGuides.scrollContent { return guide }
        let guide = contentGuide
        rootView.constraintsDidChange()
        return guide
    }

    /// The scroll view's frame, as UIKit's: what is pinned to it stays put as the content scrolls.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = systemGuides.scrollFrame { return guide }
        let guide = UILayoutGuide(role: .scrollFrame, of: self)
        systemGuides.scrollFrame = guide
        rootView.constraintsDidChange()
        return guide
    }

    /// The content guide, made without telling the engine: for the engine itself, while it gathers.
    var contentGuide: UILayoutGuide {
        if let guide = systemGuides.scrollContent { return guide }
        let guide = UILayoutGuide(role: .scrollContent, of: self)
        systemGuides.scrollContent = guide
        return guide
    }

    /// Whether the content is laid out by constraints to the content area: a plain scroll view's;
    /// a collection view's content is its layout's.
    var laysOutContentByConstraints: Bool { !(self is UICollectionView) }
}
