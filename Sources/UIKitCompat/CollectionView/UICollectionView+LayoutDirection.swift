extension UICollectionView {
    /// Which way the view lays out, from `semanticContentAttribute`: right to left only when it
    /// forces it (the window's own direction otherwise, which the program gives).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}

/// Which way an interface runs, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
