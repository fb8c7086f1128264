import CollectionLayout

extension UICollectionLayoutListConfiguration {
    /// What heads each section of a list, as UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none = 0
        /// A supplementary of kind ``UICollectionView/elementKindSectionHeader``.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection

        /// The engine's header mode this one stands for.
        public var listHeaderMode: ListHeaderMode {
            switch self {
            case .none: return .none
            case .supplementary: return .supplementary
            case .firstItemInSection: return .firstItemInSection
            }
        }
    }
}
