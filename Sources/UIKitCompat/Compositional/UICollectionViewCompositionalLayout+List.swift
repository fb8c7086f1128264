extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration`, as UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }
}
