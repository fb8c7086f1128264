import CollectionLayout
import Testing
import UIKitCompat

/// A layout that scrolls sideways as iOS code sets it up: a configuration with a leading layout
/// header and a trailing footer, spacing between sections, and section headers on the leading edge.
@Suite struct HorizontalLayoutTests {
    static func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .fractionalHeight(1.0)),
            elementKind: "banner", alignment: .leading)
        let credits = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(0.5)),
            elementKind: "credits", alignment: .bottomTrailing, absoluteOffset: CGPoint(x: 0, y: -10))
        credits.extendsBoundary = false
        configuration.boundarySupplementaryItems = [banner, credits]

        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0 / 3.0)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .fractionalHeight(1.0)),
            subitem: item, count: 3)
        column.interItemSpacing = .fixed(6)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .fractionalHeight(1.0)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
        header.zIndex = 5
        let section = NSCollectionLayoutSection(group: column)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [header]
        section.supplementariesFollowContentInsets = false
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 4, bottom: 20, trailing: 4)
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    static var native: CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let banner = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(60), heightDimension: .fractionalHeight(1)),
            elementKind: "banner", alignment: .leading)
        var credits = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(0.5)),
            elementKind: "credits", alignment: .bottomTrailing, absoluteOffset: Point(x: 0, y: -10))
        credits.extendsBoundary = false
        configuration.boundarySupplementaryItems = [banner, credits]
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1.0 / 3.0)))
        var column = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .absolute(140), heightDimension: .fractionalHeight(1)), subitem: item, count: 3)
        column.interItemSpacing = .fixed(6)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(24), heightDimension: .fractionalHeight(1)),
            elementKind: "UICollectionElementKindSectionHeader", alignment: .leading)
        header.zIndex = 5
        var section = LayoutSection(group: column)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [header]
        section.supplementariesFollowContentInsets = false
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 4, bottom: 20, trailing: 4)
        return CompositionalLayout(section: section, configuration: configuration)
    }

    @Test("dump equals the engines", arguments: [0.0, 250.0])
    func dumpEqualsTheEngines(offset: Double) {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 667, height: 375), itemCounts: [7, 4],
                                                  contentOffset: CGPoint(x: offset, y: 0))
        #expect(dump == nativeDump(Self.native, width: 667, height: 375, itemCounts: [7, 4], mainOffset: offset))
        #expect(dump.contains(#"{"category": "supplementary", "kind": "banner", "section": -1, "item": 0, "frame": [0, 0, 60, 375], "zIndex": 1}"#))
        // Over the layout's trailing end, not extending it: 10 points above the bottom.
        #expect(dump.contains(#"{"category": "supplementary", "kind": "credits", "section": -1, "item": 0, "frame": [838, 177.5, 40, 187.5], "zIndex": 1}"#))
    }
}
