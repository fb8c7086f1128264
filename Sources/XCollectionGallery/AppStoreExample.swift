import CollectionLayout
import CollectionView

extension Gallery {
    /// The sections of the App Store example, in order.
    public enum AppStoreSection: Int, CaseIterable, Sendable {
        /// Wide featured cards that scroll sideways.
        case featured
        /// Columns of three app rows that page by column.
        case columns
        /// A list of top charts.
        case topCharts
        /// A block of text.
        case text

        /// How many items the example shows in the section.
        public var itemCount: Int {
            switch self {
            case .featured: return 6
            case .columns: return 12
            case .topCharts: return 30
            case .text: return 1
            }
        }
    }

    /// A full-width title header 44 points tall.
    static func fixedHeader() -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: headerKind, alignment: .top)
    }

    /// A cell filling its group, 12 points in from either side.
    static func sideInsetItem() -> LayoutItem {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        return item
    }

    /// Wide featured cards that scroll sideways stopping at card edges; columns of three app
    /// rows that page by column; the top charts; a block of text.
    ///
    /// The sections follow the container's width, as the App Store's do from an iPhone to an
    /// iPad. Under 500 points, the phone: one card and one column 90% of the width with the next
    /// peeking, and a list of charts. From 500, each carousel shows whole cards or columns and
    /// 44 points of the next, and the charts are a grid:
    ///
    /// | width | featured cards | app columns | chart columns |
    /// |---|---|---|---|
    /// | 500 to 699 | 1 | 1 | 1 |
    /// | 700 to 999 | 2 | 2 | 2 |
    /// | 1000 to 1399 | 2 | 3 | 3 |
    /// | 1400 and over | 3 | 4 | 4 |
    ///
    /// Cards are half as tall as their group is wide (at most 40% of the container's height),
    /// and the text stays within 672 points. At 1280x800: cards 584x304, app columns 381 wide,
    /// chart columns 397.
    public static func appStoreLayout() -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { index, environment in
            guard let kind = AppStoreSection(rawValue: index) else { return nil }
            let container = environment.container.contentSize
            if let columns = AppStoreColumns(width: container.width) {
                return appStoreWideSection(kind, columns: columns, container: container)
            }
            switch kind {
            case .featured:
                let group = LayoutGroup.vertical(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalHeight(0.25)),
                    subitem: sideInsetItem(), count: 1)
                var section = LayoutSection(group: group)
                section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                return section
            case .columns:
                let group = LayoutGroup.vertical(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(216)),
                    subitem: sideInsetItem(), count: 3)
                var section = LayoutSection(group: group)
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
                section.orthogonalScrollingBehavior = .groupPaging
                section.boundarySupplementaryItems = [fixedHeader()]
                return section
            case .topCharts:
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(70)), subitem: item, count: 1)
                var section = LayoutSection(group: group)
                section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 12, bottom: 0, trailing: 12)
                section.boundarySupplementaryItems = [fixedHeader()]
                return section
            case .text:
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)))
                let group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitem: item, count: 1)
                var section = LayoutSection(group: group)
                section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 24, trailing: 16)
                section.boundarySupplementaryItems = [fixedHeader()]
                return section
            }
        })
    }

    static let appStore = Example(
        name: "appstore", title: "App Store", summary: "featured cards, paged app columns, top charts and text, as the App Store's Apps tab",
        layout: appStoreLayout(), dataSource: appStoreContent)

    /// The App Store in Hebrew, right to left: the same layout mirrored, cards starting at the
    /// right edge and scrolling the other way.
    static let appStoreRightToLeft: Example = {
        var example = Example(
            name: "appstore-rtl", title: "App Store (Hebrew, right to left)",
            summary: "the App Store in Hebrew, mirrored as UIKit lays it out for a right-to-left language",
            layout: appStoreLayout(), dataSource: appStoreContent(.hebrew))
        example.layoutDirection = .rightToLeft
        return example
    }()
}
