import CollectionLayout
import Testing
import UIKitCompat

/// A magazine block as iOS code writes it: a tall lead item beside a column of two, under a
/// strip of three repeated at their own width, with flexible edge spacing and fixed item spacing.
@Suite struct NestedGroupLayoutTests {
    static func createLayout() -> UICollectionViewLayout {
        let lead = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1.0)))
        lead.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        small.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(6), top: .flexible(0), trailing: nil, bottom: nil)
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1.0)),
            subitems: [small])
        let top = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(220)),
            subitems: [lead, pair])

        let thumbnail = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(100), heightDimension: .fractionalHeight(1.0)))
        let strip = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(90)),
            repeatingSubitem: thumbnail, count: 3)
        strip.interItemSpacing = .flexible(10)
        strip.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)

        let block = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(318)),
            subitems: [top, strip])
        block.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: block)
        section.interGroupSpacing = 20
        return UICollectionViewCompositionalLayout(section: section)
    }

    static var native: CompositionalLayout {
        var lead = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1)))
        lead.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        var small = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(6), top: .flexible(0), trailing: nil, bottom: nil)
        let pair = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)), subitems: [small])
        let top = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(220)), subitems: [lead, pair])
        let thumbnail = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        var strip = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
            repeatingSubitem: thumbnail, count: 3)
        strip.interItemSpacing = .flexible(10)
        strip.contentInsets = DirectionalEdgeInsets(leading: 8, trailing: 8)
        var block = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(318)), subitems: [top, strip])
        block.interItemSpacing = .fixed(8)
        var section = LayoutSection(group: block)
        section.interGroupSpacing = 20
        return CompositionalLayout(section: section)
    }

    @Test("dump equals the engines") func dumpEqualsTheEngines() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 390, height: 844), itemCounts: [14],
                                                  contentOffset: CGPoint(x: 0, y: 120))
        #expect(dump == nativeDump(Self.native, width: 390, height: 844, itemCounts: [14], mainOffset: 120))
    }

    @Test("the lead item and the strip spread as described") func theLeadItemAndTheStripSpreadAsDescribed() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 390, height: 844), itemCounts: [14], contentOffset: .zero)
        // 0.6 of 390 is 234, inset 2 on each side.
        #expect(dump.contains(#""item": 0, "frame": [2, 2, 230, 216]"#))
        // The pair's two halves, 6 points from the lead's 234-point slot.
        #expect(dump.contains(#""item": 1, "frame": [240, 0, 156, 110]"#))
        #expect(dump.contains(#""item": 2, "frame": [240, 110, 156, 110]"#))
        // Three 100-point thumbnails in 374 points share the 74 left over: 37 between them.
        #expect(dump.contains(#""item": 3, "frame": [8, 228, 100, 90]"#))
        #expect(dump.contains(#""item": 4, "frame": [145, 228, 100, 90]"#))
        #expect(dump.contains(#""item": 5, "frame": [282, 228, 100, 90]"#))
    }
}
