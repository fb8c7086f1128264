import CollectionLayout

extension UICollectionView {
    /// The layout's main axis, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Content runs top to bottom.
        case vertical = 0
        /// Content runs leading to trailing.
        case horizontal

        /// The engine's direction.
        public var scrollDirection: CollectionLayout.ScrollDirection {
            self == .vertical ? .vertical : .horizontal
        }
    }
}
