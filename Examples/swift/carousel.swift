// A carousel as iOS apps build one: cards paging about the centre, scaled and faded by a
// visible-items handler, opened on the fourth card.
// xcollection --swift Examples/swift/carousel.swift
import UIKitCompat

func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(300)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 0, bottom: 40, trailing: 0)
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let width = environment.container.contentSize.width
        for item in items {
            let distance = abs(item.frame.midX - offset.x - width / 2)
            let scale = max(1 - distance / width * 0.4, 0.8)
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
            item.alpha = max(1 - distance / width, 0.4)
        }
    }
    return UICollectionViewCompositionalLayout(section: section)
}

let itemCounts = [10]

func configure(_ collectionView: UICollectionView) {
    collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredHorizontally, animated: false)
}
