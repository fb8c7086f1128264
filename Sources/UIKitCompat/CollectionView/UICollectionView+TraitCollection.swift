import CollectionLayout

extension UICollectionView {
    /// The screen the view is laid out for: the one being solved for when it is the view's
    /// size, else a plain screen of the view's size.
    var shownHost: LayoutHost {
        LayoutHost.forContainer(Size(width: Double(bounds.width), height: Double(bounds.height)))
    }
}
