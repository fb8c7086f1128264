import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A layout with headers and a diffable data source with no `supplementaryViewProvider`: UIKit
/// stops the app; here one line on standard error names the kind and the section, once, and the
/// header keeps its place, drawn empty.
@Suite @MainActor struct MissingSupplementaryProviderTests {
    @Test("headers with no provider: one line a kind and section, and the header drawn empty in its place")
    func reportedOnceAndDrawnEmpty() throws {
        var said: [String] = []
        let saved = ConsoleLog.write
        ConsoleLog.write = { said.append($0) }
        defer { ConsoleLog.write = saved }

        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3, 4], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)

        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: dataSource, size: Size(width: 320, height: 480),
                                          measurer: FixedWidthMeasurer())
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        screen.invalidateDrawnFrame()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(said == [0, 1].map {
            "UICollectionViewDiffableDataSource: the layout has a supplementary view of kind \"UICollectionElementKindSectionHeader\" in section \($0) but the data source has no supplementaryViewProvider (UIKit stops here); drawn empty"
        })
        // The headers keep their 30 points: section 1's rows start below two headers and two rows.
        let row = try #require(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 1), offsets: screen.offsets))
        #expect(row.frame == Rect(x: 0, y: 30 + 88 + 30, width: 320, height: 44))
        #expect(dataSource.content(forSupplementaryOfKind: UICollectionView.elementKindSectionHeader, at: CollectionLayout.IndexPath(item: 0, section: 0)) == CellContent())
    }
}
