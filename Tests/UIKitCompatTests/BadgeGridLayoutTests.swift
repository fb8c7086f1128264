import CollectionLayout
import Testing
import UIKitCompat

/// A photo grid as iOS code writes it: four square tiles a row, a count badge half outside each
/// tile's top trailing corner, a "new" ribbon on the group, and a background behind the section.
@Suite struct BadgeGridLayoutTests {
    static func createLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)),
            elementKind: "count-badge", containerAnchor: badgeAnchor)
        badge.zIndex = 3
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        tile.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)

        let ribbon = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(12)),
            elementKind: "ribbon",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 8, y: 0)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
            subitems: [tile])
        row.supplementaryItems = [ribbon]

        let background = NSCollectionLayoutDecorationItem.background(elementKind: "grid-background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)

        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [background]
        return UICollectionViewCompositionalLayout(section: section)
    }

    static var native: CompositionalLayout {
        var badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)), elementKind: "count-badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        badge.zIndex = 3
        var tile = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                              supplementaryItems: [badge])
        tile.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let ribbon = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(12)), elementKind: "ribbon",
            containerAnchor: LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 8, y: 0)),
            itemAnchor: LayoutAnchor(edges: [.top, .leading]))
        var row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [tile])
        row.supplementaryItems = [ribbon]
        var background = LayoutDecorationItem.background(elementKind: "grid-background")
        background.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        var section = LayoutSection(group: row)
        section.interGroupSpacing = 12
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [background]
        return CompositionalLayout(section: section)
    }

    @Test("dump equals the engines") func dumpEqualsTheEngines() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [10, 3],
                                                  contentOffset: .zero)
        #expect(dump == nativeDump(Self.native, width: 375, height: 667, itemCounts: [10, 3]))
    }

    @Test("badges sit on the tiles corners") func badgesSitOnTheTilesCorners() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [10, 3],
                                                  contentOffset: .zero)
        // Tiles are 355 / 4 = 88.75 wide, inset 4: the first tile is [14, 14, 80.75, 80.75].
        #expect(dump.contains(#"{"category": "cell", "section": 0, "item": 0, "frame": [14, 14, 80.75, 80.75], "zIndex": 1}"#))
        // Its badge is centred on the tile's top trailing corner (94.75, 14).
        #expect(dump.contains(#"{"category": "supplementary", "kind": "count-badge", "section": 0, "item": 0, "frame": [83.75, 3, 22, 22], "zIndex": 3}"#))
    }
}
