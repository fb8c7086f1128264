import CollectionLayout

extension UICollectionView {
    /// The traits the view is shown with: the screen's it is laid out for (a named device's,
    /// or one of its size), as the layout environment's, and its layout direction.
    public var traitCollection: UITraitCollection {
        var traits = shownHost.traits
        traits.layoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UITraitCollection(traits: traits)
    }

    /// The screen the view is laid out for: the one being solved for when it is the view's
    /// size, else a plain screen of the view's size.
    var shownHost: LayoutHost {
        LayoutHost.forContainer(Size(width: Double(bounds.width), height: Double(bounds.height)))
    }
}
