import CollectionLayout
import Testing
import UIKitCompat

/// What changing a layout object after the layout is made does: a section provider, as in UIKit,
/// reads the objects it captures at every solve; a section given to `init(section:)` and a
/// configuration are copied.
@Suite struct ReferenceSemanticsTests {
    static func makeSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    static func secondCellFrame(_ layout: UICollectionViewLayout) -> Bool {
        layout.layoutDump(size: CGSize(width: 320, height: 480), itemCounts: [3], contentOffset: .zero)
            .contains(#""item": 1, "frame": [0, 60, 320, 50]"#)
    }

    @Test("a provider reads the section as it is now") func aProviderReadsTheSectionAsItIsNow() {
        let section = Self.makeSection()
        let layout = UICollectionViewCompositionalLayout { _, _ in section }
        #expect(!Self.secondCellFrame(layout))
        section.interGroupSpacing = 10
        #expect(Self.secondCellFrame(layout))
    }

    @Test("a section given outright is copied") func aSectionGivenOutrightIsCopied() {
        let section = Self.makeSection()
        let layout = UICollectionViewCompositionalLayout(section: section)
        section.interGroupSpacing = 10
        #expect(!Self.secondCellFrame(layout))
    }

    @Test("the configuration is copied both ways") func theConfigurationIsCopiedBothWays() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let layout = UICollectionViewCompositionalLayout(section: Self.makeSection(), configuration: configuration)
        configuration.scrollDirection = .horizontal
        layout.configuration.scrollDirection = .horizontal
        #expect(layout.configuration.scrollDirection == .vertical)
        layout.configuration = configuration
        #expect(layout.configuration.scrollDirection == .horizontal)
    }
}
