import CollectionLayout

extension UICollectionView {
    /// What kind of element a layout item stands for, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view: a header, a footer or a badge.
        case supplementaryView
        /// A decoration view, such as a section background.
        case decorationView

        /// The category of the engine's `category`.
        public init(_ category: CollectionLayout.ElementCategory) {
            switch category {
            case .cell: self = .cell
            case .supplementary: self = .supplementaryView
            case .decoration: self = .decorationView
            }
        }

        /// The engine's category.
        public var elementCategory: CollectionLayout.ElementCategory {
            switch self {
            case .cell: .cell
            case .supplementaryView: .supplementary
            case .decorationView: .decoration
            }
        }
    }
}
