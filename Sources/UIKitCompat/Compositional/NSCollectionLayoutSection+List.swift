import CollectionLayout

extension NSCollectionLayoutSection {
    /// A list section, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: the
    /// engine's `LayoutSection.list(using:)` for the configuration.
    ///
    /// The section's properties start as the list sets them (its insets, its header and footer as
    /// ``boundarySupplementaryItems``) and can be changed as any section's; its separators and
    /// grouped backgrounds are not among its ``decorationItems``, which UIKit does not expose either,
    /// and items added there are laid out as well.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: LayoutSection.list(using: configuration.listConfiguration))
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// The UIKit spelling of a list's header or footer, so a list section shows them as UIKit's does.
    convenience init(listItem item: LayoutBoundarySupplementaryItem) {
        let size = NSCollectionLayoutSize(widthDimension: NSCollectionLayoutDimension(item.layoutSize.widthDimension),
                                          heightDimension: NSCollectionLayoutDimension(item.layoutSize.heightDimension))
        // A list has a header at the top and a footer at the bottom, nothing else.
        self.init(layoutSize: size, elementKind: item.elementKind, alignment: item.alignment == .bottom ? .bottom : .top,
                  absoluteOffset: CGPoint(x: item.offset.x, y: item.offset.y))
        pinToVisibleBounds = item.pinToVisibleBounds
        extendsBoundary = item.extendsBoundary
        zIndex = item.zIndex
    }
}
