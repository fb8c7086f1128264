import Foundation
import Testing
import TestSupport

/// A section provider that asks its collection view how many items a section has — as a
/// waterfall built from a custom group must — gets the counts being laid out: the file's
/// `itemCounts`, `--item-counts`, or the snapshot a diffable data source applied.
@Suite(.serialized) struct SectionProviderCountTests {
    /// Rows as tall as 10 points plus the section's item count, so the frames say what the
    /// provider was told.
    static func source(counts: String) -> String {
        """
        import UIKitCompat

        func createLayout() -> UICollectionViewLayout {
            var layout: UICollectionViewCompositionalLayout!
            layout = UICollectionViewCompositionalLayout { section, _ in
                let count = layout.collectionView?.numberOfItems(inSection: section) ?? -100
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(10 + count))),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            return layout
        }

        \(counts)
        """
    }

    static func rowHeights(_ dump: String) -> [String] {
        dump.split(separator: "\n").filter { $0.contains(#""item": 0,"#) }.compactMap { line in
            line.split(separator: "[").last?.split(separator: "]").first.map { String($0.split(separator: ", ").last ?? "") }
        }
    }

    @Test("with the file's itemCounts, and with --item-counts")
    func itemCounts() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(Self.source(counts: "let itemCounts = [3, 7]"), name: "counts.swift")
        let result = try SwiftFileTests.run(["--swift", swift, "--dump-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.rowHeights(result.stdout) == ["13", "17"])
        let given = try SwiftFileTests.run(["--swift", swift, "--item-counts", "5,1,2", "--dump-layout"])
        #expect(Self.rowHeights(given.stdout) == ["15", "11", "12"])
    }

    @Test("with a snapshot applied to a diffable data source in configure(_:)")
    func appliedSnapshot() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(Self.source(counts: """
            nonisolated(unsafe) var keptDataSource: UICollectionViewDiffableDataSource<Int, Int>?

            func configure(_ collectionView: UICollectionView) {
                let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                    var content = cell.defaultContentConfiguration()
                    content.text = "\\(item)"
                    cell.contentConfiguration = content
                }
                let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
                    view.dequeueConfiguredReusableCell(using: cell, for: path, item: item)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0, 1])
                snapshot.appendItems(Array(0..<4), toSection: 0)
                snapshot.appendItems(Array(4..<13), toSection: 1)
                dataSource.apply(snapshot, animatingDifferences: false)
                keptDataSource = dataSource
            }
            """), name: "snapshot.swift")
        let result = try SwiftFileTests.run(["--swift", swift, "--no-measure", "--dump-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.rowHeights(result.stdout) == ["14", "19"])
    }
}
