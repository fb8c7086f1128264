// A travel journal's home screen, written as an iOS app writes it: open it with
//   xcollection --swift Examples/swift/journal.swift
// and add --watch to see each save, or --size 1024x768 for an iPad's width.
import UIKitCompat

/// Trips in the carousel, then the latest photos, then the places visited.
let itemCounts = [5, 24, 9]

let sectionHeaderKind = "section-header"

@MainActor
func createLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 24
    return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0: return tripCarousel()
        case 1: return photoGrid(columns: environment.traitCollection.horizontalSizeClass == .regular ? 6 : 3)
        default: return placeList()
        }
    }, configuration: configuration)
}

/// Cards 85% of the width, snapping to the middle as they are flicked.
private func tripCarousel() -> NSCollectionLayoutSection {
    let card = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220)),
        subitems: [card])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 12
    return section
}

/// Square photos, more of them on a wide screen, under a header that stays in view.
private func photoGrid(columns: Int) -> NSCollectionLayoutSection {
    let photo = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    photo.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let row = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                           heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
        subitem: photo, count: columns)
    let section = NSCollectionLayoutSection(group: row)
    section.boundarySupplementaryItems = [header(pinned: true)]
    return section
}

/// Full-width rows with a little air around them.
private func placeList() -> NSCollectionLayoutSection {
    let place = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(56)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(56)),
        subitems: [place])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
    section.boundarySupplementaryItems = [header(pinned: false)]
    return section
}

private func header(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        elementKind: sectionHeaderKind, alignment: .top)
    header.pinToVisibleBounds = pinned
    return header
}
