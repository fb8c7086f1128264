/// How a list looks, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    /// Full-width rows on the list's background, separators under each row, headers pinned.
    case plain
    /// Full-width rows on a grouped background, each section's rows on one band.
    case grouped
    /// Each section's rows on a card with rounded corners, inside the layout margins.
    case insetGrouped
    /// An app's sidebar: rows inside the layout margins on a grouped background, no separators.
    case sidebar
    /// A sidebar on the plain background, headers pinned.
    case sidebarPlain
}
