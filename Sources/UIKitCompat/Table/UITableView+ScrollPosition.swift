extension UITableView {
    /// Where a row comes to rest when the table scrolls to it, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// As little as shows it; not at all when it is already in view.
        case none = 0
        /// At the top of the view.
        case top = 1
        /// In the middle of the view.
        case middle = 2
        /// At the bottom of the view.
        case bottom = 3

        /// The collection view's position for it.
        var itemPosition: UICollectionView.ScrollPosition {
            switch self {
            case .none: []
            case .top: .top
            case .middle: .centeredVertically
            case .bottom: .bottom
            }
        }
    }
}
