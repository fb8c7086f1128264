/// UIKit-style `--swift` files for the tests, each with the layout file it equals where it has one.
enum SwiftFileSources {
    /// A carousel under a header, then a grid of thirds, as iOS code writes it: a main-actor
    /// `createLayout()`, a section provider, a global `var` (fine in the Swift 5 language mode,
    /// an error in 6) and the file's own `itemCounts`.
    static let carouselAndGrid = """
        import UIKitCompat

        let itemCounts = [6, 10]
        var carouselSpacing: CGFloat = 10

        @MainActor
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, _ in
                sectionIndex == 0 ? carousel() : grid()
            }
        }

        private func carousel() -> NSCollectionLayoutSection {
            let card = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let page = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)), subitems: [card])
            let section = NSCollectionLayoutSection(group: page)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = carouselSpacing
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: "header", alignment: .top)]
            return section
        }

        private func grid() -> NSCollectionLayoutSection {
            let tile = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            tile.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [tile])
            return NSCollectionLayoutSection(group: row)
        }

        """

    /// `carouselAndGrid` as a layout file, with `carousel` and `grid` items in its two sections.
    static func carouselAndGridFile(carousel: Int = 6, grid: Int = 10) -> String {
        """
        { "sections": [
          { "items": \(carousel),
            "group": { "group": "horizontal", "size": { "width": "fractionalWidth(0.8)", "height": "absolute(180)" },
                       "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] },
            "orthogonalScrollingBehavior": "groupPaging", "interGroupSpacing": 10,
            "contentInsets": { "leading": 16, "bottom": 20, "trailing": 16 },
            "boundarySupplementaryItems": [ { "elementKind": "header", "alignment": "top",
                                              "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" } } ] },
          { "items": \(grid),
            "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "fractionalWidth(0.3333333333333333)" },
                       "subitems": [ { "size": { "width": "fractionalWidth(0.3333333333333333)", "height": "fractionalHeight(1)" },
                                       "contentInsets": { "top": 2, "leading": 2, "bottom": 2, "trailing": 2 } } ] } }
        ] }
        """
    }

    /// A type error on line 4, column 52.
    static let compileError = """
        import UIKitCompat

        func createLayout() -> UICollectionViewLayout {
            let section = NSCollectionLayoutSection(group: 12)
            return UICollectionViewCompositionalLayout(section: section)
        }

        """

    /// A layout under another name.
    static let noCreateLayout = """
        import UIKitCompat

        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewLayout()
        }

        """

    /// A flow layout whose `configure(_:)` sets the collection view's margins, which its section
    /// insets are measured from, and a delegate that sizes each section's items.
    static let configuredFlow = """
        import UIKitCompat

        let itemCounts = [7, 5]

        // A collection view holds its delegate weakly, as UIKit's does: the file keeps it.
        @MainActor let sizing = SectionSizing()

        func createLayout() -> UICollectionViewLayout {
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 6
            layout.minimumInteritemSpacing = 6
            layout.sectionInsetReference = .fromLayoutMargins
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            return layout
        }

        @MainActor
        func configure(_ collectionView: UICollectionView) {
            collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
            collectionView.delegate = sizing
        }

        final class SectionSizing: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.section == 0 ? CGSize(width: 100, height: 80) : CGSize(width: 150, height: 40)
            }
        }

        """

    /// `configuredFlow` as a flow layout file: its margins as section insets, its delegate's sizes by section.
    static let configuredFlowFile = """
        { "kind": "flow",
          "flow": { "minimumLineSpacing": 6, "minimumInteritemSpacing": 6, "sectionInset": { "left": 24, "right": 24 },
                    "headerReferenceSize": [0, 30] },
          "sections": [ { "items": 7, "itemSizes": [[100, 80]] }, { "items": 5, "itemSizes": [[150, 40]] } ] }
        """
}
