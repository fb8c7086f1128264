extension CompositionalLayout {
    /// A layout whose every section is a list of `configuration`, as UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout(section: .list(using: configuration))
    }
}
