import Testing
import UIKitCompat

/// The host a layout reads: a view controller's root view filling the window.
@Suite struct CollectionViewHostTests {
    @Test("margins are the root views system minimum") func marginsAreTheRootViewsSystemMinimum() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        collectionView.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        #expect(collectionView.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(collectionView.bounds == CGRect(x: 0, y: 0, width: 414, height: 896))
        #expect(collectionView.safeAreaInsets == .zero)
        #expect(collectionView.adjustedContentInset == .zero)
        collectionView.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        #expect(collectionView.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("the layout knows its collection view") func theLayoutKnowsItsCollectionView() {
        let first = UICollectionViewFlowLayout()
        let second = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: first)
        #expect(first.collectionView === collectionView)
        collectionView.collectionViewLayout = second
        #expect(first.collectionView == nil)
        #expect(second.collectionView === collectionView)
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(collectionView.bounds.origin.y == 120)
        #expect(collectionView.numberOfSections == 0)
        #expect(collectionView.numberOfItems(inSection: 3) == 0)
    }

    @Test("a dump leaves the collection view as code set it") func aDumpLeavesTheCollectionViewAsCodeSetIt() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        _ = layout.layoutDump(size: CGSize(width: 600, height: 400), itemCounts: [3], contentOffset: .zero)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(collectionView.layoutMargins.left == 16)
    }
}
