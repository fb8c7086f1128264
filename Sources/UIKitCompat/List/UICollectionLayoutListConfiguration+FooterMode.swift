import CollectionLayout

extension UICollectionLayoutListConfiguration {
    /// What ends each section of a list, as UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary of kind ``UICollectionView/elementKindSectionFooter``.
        case supplementary

        /// The engine's footer mode this one stands for.
        public var listFooterMode: ListFooterMode {
            switch self {
            case .none: return .none
            case .supplementary: return .supplementary
            }
        }
    }
}
