/// Gives the section at an index for an environment, or nil past the last section, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
