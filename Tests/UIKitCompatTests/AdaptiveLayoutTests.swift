import CollectionLayout
import Testing
import UIKitCompat

/// A section provider that adapts as iOS code does: columns from the effective width, and a
/// carousel instead of a grid when the width is compact.
@Suite struct AdaptiveLayoutTests {
    static func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
            let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
            let compact = environment.traitCollection.horizontalSizeClass == .compact
            let width: NSCollectionLayoutDimension = compact && sectionIndex == 0 ? .fractionalWidth(0.8) : .fractionalWidth(1.0)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(120)),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            if compact && sectionIndex == 0 { section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary }
            return section
        }, configuration: configuration)
    }

    /// The same layout in the engine's names, its breakpoints written out for each size.
    static func native(compact: Bool) -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        return CompositionalLayout(sectionProvider: { sectionIndex, environment in
            let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
            var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
            let carousel = compact && sectionIndex == 0
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(carousel ? 0.8 : 1), heightDimension: .absolute(120)),
                subitem: item, count: columns)
            var section = LayoutSection(group: group)
            if carousel { section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary }
            return section
        }, configuration: configuration)
    }

    @Test("dump equals the engines", arguments: [(375.0, 667.0, true), (844.0, 390.0, true), (1024.0, 768.0, false), (744.0, 1133.0, false)])
    func dumpEqualsTheEngines(width: Double, height: Double, compact: Bool) {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: width, height: height), itemCounts: [8, 8],
                                                  contentOffset: .zero)
        #expect(dump == nativeDump(Self.native(compact: compact), width: width, height: height, itemCounts: [8, 8]))
    }

    @Test("an I phone gets two columns in A carousel") func anIPhoneGetsTwoColumnsInACarousel() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [8, 8], contentOffset: .zero)
        // 0.8 of 375 is 300, two columns of 150, the second group 300 to the right.
        #expect(dump.contains(#"{"category": "cell", "section": 0, "item": 2, "frame": [303, 3, 144, 114], "zIndex": 0}"#))
        // The grid below starts after the strip (120) and the spacing between sections (24).
        #expect(dump.contains(#"{"category": "cell", "section": 1, "item": 0, "frame": [3, 147, 181.5, 114], "zIndex": 0}"#))
    }
}
