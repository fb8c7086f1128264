/// What heads each section of a list, as UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A boundary supplementary at the section's top, of the configuration's `headerElementKind`.
    case supplementary
    /// The section's first item is its header: a row of its own, outside a grouped card.
    case firstItemInSection
}
