extension CGRect {
    /// The rectangle made smaller by `insets` on each side, as UIKit adds to Core Graphics.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
