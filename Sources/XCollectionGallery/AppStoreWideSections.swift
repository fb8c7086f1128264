import CollectionLayout

extension Gallery {
    /// The App Store example's sections from 500 points wide, as the App Store lays out an iPad:
    /// several cards and columns side by side with the next peeking, a grid of charts, and text
    /// at a readable width. Everything starts 20 points in; titles 24.
    static func appStoreWideSection(_ kind: AppStoreSection, columns: AppStoreColumns, container: Size) -> LayoutSection {
        let width = container.width
        switch kind {
        case .featured:
            let groupWidth = AppStoreColumns.groupWidth(count: columns.featured, in: width)
            // Cards keep a banner's proportions, 2:1 with their gap, but in a low window take no
            // more than 40% of its height, so the app columns still show below them.
            let height = min(groupWidth / 2, container.height * 0.4).rounded(.down)
            let group = LayoutGroup.vertical(
                layoutSize: LayoutSize(widthDimension: .absolute(groupWidth), heightDimension: .absolute(height)),
                subitem: sideInsetItem(), count: 1)
            var section = LayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            return section
        case .columns:
            let group = LayoutGroup.vertical(
                layoutSize: LayoutSize(widthDimension: .absolute(AppStoreColumns.groupWidth(count: columns.apps, in: width)),
                                       heightDimension: .absolute(216)),
                subitem: sideInsetItem(), count: 3)
            var section = LayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 16, trailing: 8)
            section.orthogonalScrollingBehavior = .groupPaging
            section.boundarySupplementaryItems = [fixedHeader()]
            return section
        case .topCharts:
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            var group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(70)),
                subitem: item, count: columns.charts)
            group.interItemSpacing = .fixed(24)
            var section = LayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 20)
            section.boundarySupplementaryItems = [fixedHeader()]
            return section
        case .text:
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitem: item, count: 1)
            var section = LayoutSection(group: group)
            // Lines of prose stay under 672 points, UIKit's readable width, however wide the window.
            let trailing = max(24, width - 24 - 672)
            section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 24, bottom: 24, trailing: trailing)
            section.boundarySupplementaryItems = [fixedHeader()]
            return section
        }
    }
}
