extension UICollectionView {
    /// The traits the view is shown with: size classes and idiom from its size, as the layout
    /// environment's, and its layout direction.
    public var traitCollection: UITraitCollection {
        UITraitCollection(size: bounds.size, layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
