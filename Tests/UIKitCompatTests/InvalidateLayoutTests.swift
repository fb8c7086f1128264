import Testing
import UIKitCompat

/// `invalidateLayout()` compiles and changes nothing: the next dump is as before.
@Suite struct InvalidateLayoutTests {
    @Test("invalidating changes nothing") func invalidatingChangesNothing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)))
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
            group: .vertical(layoutSize: item.layoutSize, subitems: [item])))
        let before = layout.layoutDump(size: CGSize(width: 320, height: 480), itemCounts: [3], contentOffset: .zero)
        layout.invalidateLayout()
        #expect(layout.layoutDump(size: CGSize(width: 320, height: 480), itemCounts: [3], contentOffset: .zero) == before)
        #expect(before.contains(#""item": 2, "frame": [0, 80, 320, 40]"#))
    }
}
