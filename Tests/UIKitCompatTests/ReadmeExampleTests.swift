import Testing
import UIKitCompat

/// The README's example, as written there, gives the frames it promises.
@Suite struct ReadmeExampleTests {
    static func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
                subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            return section
        }
    }

    @Test("two columns on A phone four on an I pad") func twoColumnsOnAPhoneFourOnAnIPad() {
        let phone = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [12], contentOffset: .zero)
        #expect(phone.contains(#""item": 2, "frame": [4, 132, 179.5, 112]"#))
        let pad = Self.createLayout().layoutDump(size: CGSize(width: 1024, height: 768), itemCounts: [12], contentOffset: .zero)
        #expect(pad.contains(#""item": 2, "frame": [516, 4, 248, 112]"#))
    }
}
