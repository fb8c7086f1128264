import CollectionLayout
import CollectionView
import Testing
import TestSupport

/// A collection view showing a diffable data source follows each apply as UIKit's does.
@Suite struct DiffableDataSourceScreenTests {
    typealias Source = DiffableDataSource<String, Int>

    /// Rows 50 points tall, one column.
    static let rows: CompositionalLayout = {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                         subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }()

    static func source(_ sections: [(String, [Int])]) -> Source {
        let source = Source { _, item in CellContent(labels: [TextLabel("\(item)", font: FontSpec(size: 17))]) }
        var snapshot = source.snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        source.apply(snapshot, animatingDifferences: false)
        return source
    }

    @Test("the data source answers from its snapshot") func theDataSourceAnswersFromItsSnapshot() {
        let source = Self.source([("a", [10, 11]), ("b", [12])])
        #expect(source.numberOfSections() == 2)
        #expect(source.itemCounts == [2, 1])
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 12)
        #expect(source.indexPath(for: 11) == IndexPath(item: 1, section: 0))
        #expect(source.sectionIdentifier(for: 1) == "b")
        #expect(source.index(for: "a") == 0)
        #expect(source.content(forItemAt: IndexPath(item: 1, section: 0)).labels.first?.text == "11")
        var completed = false
        source.apply(Source.Snapshot(), completion: { completed = true })
        #expect(completed)
        #expect(source.numberOfSections() == 0)
    }

    @Test("the selection follows its item through an apply, animated or not; a deleted selected item is deselected",
          arguments: [true, false])
    func selectionFollowsTheItem(animated: Bool) throws {
        let source = Self.source([("a", Array(0..<10))])
        let screen = try CollectionScreen(layout: Self.rows, dataSource: source, size: Size(width: 375, height: 500))
        screen.pointerPressed(at: Point(x: 100, y: 125))
        screen.pointerReleased(at: Point(x: 100, y: 125))
        #expect(screen.selection == IndexPath(item: 2, section: 0))

        var snapshot = source.snapshot()
        snapshot.moveItem(2, afterItem: 7)
        source.apply(snapshot, animatingDifferences: animated)
        #expect(screen.selection == IndexPath(item: 7, section: 0), "the moved item stays selected where it went")

        snapshot = source.snapshot()
        snapshot.insertItems([100, 101], beforeItem: 0)
        source.apply(snapshot, animatingDifferences: animated)
        #expect(screen.selection == IndexPath(item: 9, section: 0))

        snapshot = source.snapshot()
        snapshot.deleteItems([2])
        source.apply(snapshot, animatingDifferences: animated)
        #expect(screen.selection == nil, "the item that moved into the deleted one's place is not selected")
    }

    @Test("the offset stays and is clamped to the new content") func theOffsetStaysAndIsClampedToTheNewContent() throws {
        let source = Self.source([("a", Array(0..<100))])
        let screen = try CollectionScreen(layout: Self.rows, dataSource: source, size: Size(width: 375, height: 500))
        var events: [CollectionEvent] = []
        screen.onEvent = { events.append($0) }
        screen.setMainOffset(1000)
        var snapshot = source.snapshot()
        snapshot.deleteItems(Array(0..<10))
        snapshot.insertItems([500, 501], beforeItem: 50)
        snapshot.moveItem(99, beforeItem: 20)
        snapshot.reloadItems([30])
        var completed = false
        source.apply(snapshot, animatingDifferences: false, completion: { completed = true })
        #expect(screen.mainOffset == 1000)
        #expect(screen.layout.contentSize.height == 92 * 50)
        #expect(events == [.applied(inserted: 2, deleted: 10, moved: 1, reloaded: 1)])
        #expect(completed)
        // Shrinking below the offset clamps it to the new end.
        snapshot.deleteItems(Array(10..<80))
        source.apply(snapshot)
        #expect(screen.mainOffset == 22 * 50 - 500)
    }

    @Test("orthogonal sections keep their offsets under new indexes") func orthogonalSectionsKeepTheirOffsetsUnderNewIndexes() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = CompositionalLayout(section: section)
        let source = Self.source([("a", Array(0..<20)), ("b", Array(20..<40))])
        let screen = try CollectionScreen(layout: layout, dataSource: source, size: Size(width: 375, height: 600))
        screen.scrollWheel(dx: 3, dy: 0, shift: false, at: Point(x: 100, y: 150), now: 0)
        for tick in 1...120 { screen.step(now: Double(tick) / 60) }
        let scrolled = try #require(screen.orthogonalOffsets[1])
        #expect(scrolled > 0)
        var snapshot = source.snapshot()
        snapshot.insertSections(["new"], beforeSection: "a")
        snapshot.appendItems([99], toSection: "new")
        source.apply(snapshot)
        // "b" is third now and keeps its offset; the new section starts at its beginning.
        #expect(screen.orthogonalOffsets[2] == scrolled)
        #expect(screen.orthogonalOffsets[1] == 0)
        #expect(screen.orthogonalOffsets[0] == 0)
        snapshot.deleteSections(["new", "a"])
        source.apply(snapshot)
        #expect(screen.orthogonalOffsets == [0: scrolled])
    }

    @Test("measured cells keep their sizes wherever they go") func measuredCellsKeepTheirSizesWhereverTheyGo() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                         subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let source = Source { _, item in
            CellContent(labels: [TextLabel(String(repeating: "w", count: 40 * (item % 3 + 1)), font: FontSpec(size: 20), numberOfLines: 0)])
        }
        var snapshot = source.snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems(Array(0..<30))
        source.apply(snapshot)
        let measurer = FixedWidthMeasurer()
        let screen = try CollectionScreen(layout: layout, dataSource: source, size: Size(width: 375, height: 667), measurer: measurer)
        screen.measureVisible()
        func heights() -> [Int: Double] {
            var heights: [Int: Double] = [:]
            for element in screen.layout.elements(in: Rect(x: 0, y: 0, width: 375, height: 400), offsets: screen.offsets)
            where element.category == .cell {
                heights[source.itemIdentifier(for: element.indexPath)!] = element.frame.height
            }
            return heights
        }
        let before = heights()
        #expect(Set(before.values).count == 3)
        let calls = measurer.calls
        snapshot.moveItem(0, afterItem: 2)
        snapshot.deleteItems([1])
        source.apply(snapshot)
        let after = heights()
        for (identifier, height) in after where before[identifier] != nil { #expect(height == before[identifier]) }
        #expect(after.count >= 3)
        // Nothing that was measured is measured again.
        #expect(measurer.calls - calls < calls / 2)
    }
}

/// `keepsVisibleContentAnchored`: what is on screen stays put when content comes and goes above it.
@Suite struct AnchoredUpdateTests {
    @Test("the first visible item stays where it is") func theFirstVisibleItemStaysWhereItIs() throws {
        let source = DiffableDataSourceScreenTests.source([("a", Array(0..<100))])
        let screen = try CollectionScreen(layout: DiffableDataSourceScreenTests.rows, dataSource: source, size: Size(width: 375, height: 500))
        screen.keepsVisibleContentAnchored = true
        screen.setMainOffset(1020)
        // Item 20 starts 20 points above the viewport's top; item 21 is the first whole one.
        var snapshot = source.snapshot()
        snapshot.insertItems([500, 501, 502], beforeItem: 0)
        snapshot.deleteItems([5])
        source.apply(snapshot, animatingDifferences: false)
        #expect(screen.mainOffset == 1120)
        #expect(screen.firstVisibleItem() == IndexPath(item: 22, section: 0))
        // When the first visible item goes, the next one that stays is kept in place: item 21,
        // 30 points down the viewport, is now at 1100 and stays 30 points down.
        snapshot.deleteItems([20])
        source.apply(snapshot, animatingDifferences: false)
        #expect(screen.mainOffset == 1070)
    }

    @Test("without it the offset stays as in UIKit") func withoutItTheOffsetStaysAsInUIKit() throws {
        let source = DiffableDataSourceScreenTests.source([("a", Array(0..<100))])
        let screen = try CollectionScreen(layout: DiffableDataSourceScreenTests.rows, dataSource: source, size: Size(width: 375, height: 500))
        screen.setMainOffset(1020)
        var snapshot = source.snapshot()
        snapshot.insertItems([500, 501, 502], beforeItem: 0)
        source.apply(snapshot, animatingDifferences: false)
        #expect(screen.mainOffset == 1020)
    }
}
