/// What ends each section of a list, as UIKit's `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Hashable, Sendable, CaseIterable {
    /// No footer.
    case none
    /// A boundary supplementary at the section's bottom, of the configuration's `footerElementKind`.
    case supplementary
}
