import CollectionLayout

/// Settings of the whole layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// A layout keeps a copy, as UIKit's does: change a configuration and assign it to the layout's
/// ``UICollectionViewCompositionalLayout/configuration`` again.
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
    /// The direction the whole layout scrolls in; vertical unless set.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from; stored, not applied yet (see ``UIContentInsetsReference``).
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// The default configuration: vertical, with no spacing between sections.
    public override init() {}

    /// A configuration with the same settings, which later changes to this one do not reach.
    public func copy(with zone: NSZone? = nil) -> Any { copied() }

    /// ``copy(with:)``, typed.
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }

    /// The engine's configuration this one stands for.
    public var compositionalLayoutConfiguration: CompositionalLayoutConfiguration {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection.scrollDirection
        configuration.interSectionSpacing = Double(interSectionSpacing)
        configuration.boundarySupplementaryItems = boundarySupplementaryItems.map(\.layoutBoundarySupplementaryItem)
        return configuration
    }
}
