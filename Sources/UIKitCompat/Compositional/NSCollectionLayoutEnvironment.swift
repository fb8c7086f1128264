/// What a section provider or a custom group sees of its surroundings, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public protocol NSCollectionLayoutEnvironment {
    /// The container the section or group is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The size classes of the container (see ``UITraitCollection``).
    var traitCollection: UITraitCollection { get }
}
