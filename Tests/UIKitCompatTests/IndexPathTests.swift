import CollectionLayout
import Foundation
import Testing
import UIKitCompat

/// A file importing UIKitCompat, Foundation and the engine names `IndexPath` unqualified: there is
/// one type, Foundation's, with UIKit's additions.
@Suite struct IndexPathTests {
    @Test("one type serves foundation UIKit and the engine") func oneTypeServesFoundationUIKitAndTheEngine() {
        var path = IndexPath(item: 3, section: 2)
        path.item += 1
        let foundation: Foundation.IndexPath = path
        let engine: CollectionLayout.IndexPath = foundation
        #expect(engine.section == 2)
        #expect(engine.item == 4)
        #expect(engine.row == 4)
        #expect(engine == [2, 4])
        #expect(IndexPath(row: 1, section: 0) == IndexPath(indexes: [0, 1]))
        #expect("\(engine)" == "[2, 4]")
    }

    @Test("paths order by section then item") func pathsOrderBySectionThenItem() {
        let paths = [IndexPath(item: 0, section: 1), IndexPath(item: 9, section: 0), IndexPath(item: 2, section: 1)]
        #expect(paths.sorted() == [[0, 9], [1, 0], [1, 2]])
    }

    @Test("the engine answers with the path UIKit code gave it") func theEngineAnswersWithThePathUIKitCodeGaveIt() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let solved = try layout.compositionalLayout.solve(container: Size(width: 300, height: 400), itemCounts: [5])
        let uikitPath = IndexPath(item: 3, section: 0)
        let frame = solved.attributesForItem(at: uikitPath, offsets: solved.initialOffsets)?.frame
        #expect(frame == Rect(x: 150, y: 40, width: 150, height: 40))
    }
}

/// UIKit's snapshot name is the engine's type, so iOS code that builds snapshots compiles.
@Suite struct NSDiffableDataSourceSnapshotTests {
    enum Section: Hashable, Sendable { case main, extra }

    @Test("iOS snapshot code compiles and answers") func iOSSnapshotCodeCompilesAndAnswers() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .extra])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["c"])
        snapshot.reconfigureItems(["b"])
        #expect(snapshot.itemIdentifiers(inSection: .extra) == ["c"])
        #expect(snapshot.sectionIdentifier(containingItem: "b") == .main)
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        #expect(snapshot.indexOfItem("c") == 2)
    }
}
