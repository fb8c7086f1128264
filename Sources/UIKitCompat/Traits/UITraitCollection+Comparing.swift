extension UITraitCollection {
    /// Whether colours resolve differently in `traitCollection` than in these traits: another
    /// appearance or interface level, as UIKit's (nil counts as different).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle || userInterfaceLevel != traitCollection.userInterfaceLevel
    }
}
