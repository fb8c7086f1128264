import CollectionLayout
import CollectionView
import Testing
@testable import UIKitCompat

/// `scrollToItem(at:at:animated:)` on UIKit's collection view: UIKit's positions, waiting until
/// the view is shown, or handed to the view showing it.
@MainActor @Suite struct UIKitScrollToItemTests {
    static func view() -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                     subitems: [item])
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }

    @Test("a scroll before the view is shown waits with UIKits position", arguments: [
        (UICollectionView.ScrollPosition.top, CollectionView.ScrollPosition.top),
        (.centeredVertically, .centeredVertically), (.bottom, .bottom), (.left, .left), (.centeredHorizontally, .centeredHorizontally),
        (.right, .right), (UICollectionView.ScrollPosition([.bottom, .right]), CollectionView.ScrollPosition([.bottom, .right])),
        (UICollectionView.ScrollPosition.none, CollectionView.ScrollPosition()),
    ])
    func aScrollBeforeTheViewIsShownWaitsWithUIKitsPosition(position: UICollectionView.ScrollPosition, engine: CollectionView.ScrollPosition) {
        let view = Self.view()
        #expect(view.requestedScroll == nil)
        view.scrollToItem(at: IndexPath(item: 5, section: 0), at: position, animated: true)
        #expect(view.requestedScroll?.indexPath == IndexPath(item: 5, section: 0))
        #expect(view.requestedScroll?.position == engine)
    }

    @Test("a shown view hands the scroll on") func aShownViewHandsTheScrollOn() {
        let view = Self.view()
        var handed: [(IndexPath, CollectionView.ScrollPosition, Bool)] = []
        view.scrollHost = { handed.append(($0, $1, $2)) }
        view.scrollToItem(at: IndexPath(item: 2, section: 1), at: .centeredHorizontally, animated: true)
        #expect(handed.count == 1)
        #expect(handed.first?.0 == IndexPath(item: 2, section: 1) && handed.first?.1 == .centeredHorizontally && handed.first?.2 == true)
        #expect(view.requestedScroll == nil)
    }
}
