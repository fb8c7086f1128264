import CollectionLayout

extension UICollectionLayoutListConfiguration {
    /// How a list looks, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        /// Full-width rows, headers pinned.
        case plain = 0
        /// Full-width rows on a grouped background.
        case grouped
        /// Rounded cards inside the layout margins.
        case insetGrouped
        /// An app's sidebar.
        case sidebar
        /// A sidebar on the plain background, headers pinned.
        case sidebarPlain

        /// The engine's appearance this one stands for.
        public var listAppearance: ListAppearance {
            switch self {
            case .plain: return .plain
            case .grouped: return .grouped
            case .insetGrouped: return .insetGrouped
            case .sidebar: return .sidebar
            case .sidebarPlain: return .sidebarPlain
            }
        }
    }
}
