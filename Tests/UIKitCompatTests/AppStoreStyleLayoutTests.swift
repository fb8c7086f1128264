import CollectionLayout
import Testing
import UIKitCompat

/// A store front written as iOS code writes it: a paging carousel of wide cards, columns of app
/// rows that page by column, and a list, each under a header, the list's header pinned.
@Suite struct AppStoreStyleLayoutTests {
    static let headerKind = "store-header"

    static func makeHeader(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(36))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    static func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { (sectionIndex: Int, _: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            switch sectionIndex {
            case 0:
                let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                card.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(250)),
                    subitems: [card])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.boundarySupplementaryItems = [makeHeader(pinned: false)]
                return section
            case 1:
                let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(64)))
                let column = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(208)),
                    subitem: row, count: 3)
                column.interItemSpacing = .fixed(8)
                let section = NSCollectionLayoutSection(group: column)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20)
                section.boundarySupplementaryItems = [makeHeader(pinned: false)]
                return section
            default:
                let row = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(52)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(52)),
                    subitems: [row])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 1
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.boundarySupplementaryItems = [makeHeader(pinned: true)]
                return section
            }
        }
    }

    static func header(pinned: Bool) -> LayoutBoundarySupplementaryItem {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    static let native = CompositionalLayout { sectionIndex, _ in
        switch sectionIndex {
        case 0:
            var card = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            card.contentInsets = DirectionalEdgeInsets(leading: 6, trailing: 6)
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(250)), subitems: [card])
            var section = LayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.boundarySupplementaryItems = [header(pinned: false)]
            return section
        case 1:
            let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)))
            var column = LayoutGroup.vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(208)), subitem: row, count: 3)
            column.interItemSpacing = .fixed(8)
            var section = LayoutSection(group: column)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 12
            section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20)
            section.boundarySupplementaryItems = [header(pinned: false)]
            return section
        default:
            let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)), subitems: [row])
            var section = LayoutSection(group: group)
            section.interGroupSpacing = 1
            section.contentInsets = DirectionalEdgeInsets(leading: 16, trailing: 16)
            section.boundarySupplementaryItems = [header(pinned: true)]
            return section
        }
    }

    @Test("dump equals the engines", arguments: [0.0, 700.0])
    func dumpEqualsTheEngines(offset: Double) {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [5, 9, 12],
                                                  contentOffset: CGPoint(x: 0, y: offset))
        #expect(dump == nativeDump(Self.native, width: 375, height: 667, itemCounts: [5, 9, 12], mainOffset: offset))
    }

    @Test("frames are the stores own") func framesAreTheStoresOwn() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [5, 9, 12],
                                                  contentOffset: .zero)
        // The first card, the carousel unscrolled: a 337.5-point group (0.9 of 375), inset 6 a side.
        #expect(dump.contains(#"{"category": "cell", "section": 0, "item": 0, "frame": [6, 36, 325.5, 250], "zIndex": 0}"#))
        // The first app row: under the carousel (286), its header and top inset (44); 0.85 of
        // the whole 375-point width, as iOS resolves an orthogonal section's group (not of the
        // 335 inside the section's insets: docs/ios-references.md).
        #expect(dump.contains(#"{"category": "cell", "section": 1, "item": 0, "frame": [20, 330, 318.75, 64], "zIndex": 0}"#))
    }

    @Test("the list header is pinned at the offset") func theListHeaderIsPinnedAtTheOffset() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [5, 9, 12],
                                                  contentOffset: CGPoint(x: 0, y: 700))
        #expect(dump.contains(#"{"category": "supplementary", "kind": "store-header", "section": 2, "item": 0, "frame": [16, 700, 343, 36], "zIndex": 1}"#))
    }
}
