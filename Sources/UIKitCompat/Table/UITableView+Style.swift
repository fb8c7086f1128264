extension UITableView {
    /// How a table's rows are drawn, as UIKit's `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// Rows across the whole width, headers pinned to the top while their section scrolls.
        case plain = 0
        /// Sections apart on a grouped background.
        case grouped = 1
        /// Sections as rounded cards inset from the edges.
        case insetGrouped = 2

        /// The list appearance that draws the style.
        var listAppearance: UICollectionLayoutListConfiguration.Appearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            }
        }
    }
}
