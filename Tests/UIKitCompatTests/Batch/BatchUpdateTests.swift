import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `performBatchUpdates` and `insertItems(at:)` and their kind on a collection view with a data
/// source of its own, as pre-diffable code writes them: the data source changes first, the
/// collection view is told, and the screen follows with each surviving cell, size and selection
/// kept with its item.
@Suite @MainActor struct BatchUpdateTests {
    final class Messages: NSObjectLike, UICollectionViewDataSource, UICollectionViewDelegate {
        var titles = (1...30).map { "Message \($0)" }
        var asked: [String] = []
        var ended: [IndexPath] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = titles[indexPath.item]
            cell.contentConfiguration = content
            asked.append(titles[indexPath.item])
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            ended.append(indexPath)
        }
    }

    struct Shown {
        let collectionView: UICollectionView
        let messages: Messages
        let screen: CollectionScreen
        /// Where each title's line was drawn as the screen was first shown.
        let before: [String: Double]
    }

    private func show() throws -> Shown {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "message")
        let messages = Messages()
        collectionView.dataSource = messages
        collectionView.delegate = messages
        let data = try #require(collectionView.contentDataSource)
        let screen = try CollectionScreen(layout: collectionView.collectionViewLayout.collectionViewLayout, dataSource: data,
                                          size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
        screen.measureVisible()
        let before = baselines(screen)
        messages.asked = []
        return Shown(collectionView: collectionView, messages: messages, screen: screen, before: before)
    }

    private func baselines(_ screen: CollectionScreen) -> [String: Double] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return Dictionary(canvas.placedTexts.map { ($0.text, $0.baseline) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("an inserted row takes its place, the rows below move down one, and only it is asked for")
    func insertion() throws {
        let shown = try show()
        let before = shown.before
        shown.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        UIView.performWithoutAnimation {
            shown.messages.titles.insert("Draft", at: 0)
            shown.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        let after = baselines(shown.screen)
        #expect(shown.messages.asked == ["Draft"])
        #expect(after["Draft"] == before["Message 1"])
        #expect(after["Message 1"] == before["Message 2"])
        #expect(after["Message 5"] == before["Message 6"])
        #expect(shown.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(shown.screen.layout.attributesForItem(at: IndexPath(item: 30, section: 0), offsets: shown.screen.offsets) != nil)
    }

    @Test("a batch deletes, inserts and moves at once: deletions by old paths, insertions by new")
    func batch() throws {
        let shown = try show()
        let before = shown.before
        var completed: [Bool] = []
        shown.collectionView.performBatchUpdates({
            // Old: Message 1…30. Delete Message 2 (old 1), move Message 5 (old 4) to the top,
            // insert "New" at new index 2.
            var titles = shown.messages.titles
            titles.remove(at: 1)
            let moved = titles.remove(at: 3)
            titles.insert(moved, at: 0)
            titles.insert("New", at: 2)
            shown.messages.titles = titles
            shown.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            shown.collectionView.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
            shown.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        }, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        shown.screen.step(now: 100)
        shown.screen.step(now: 101)
        #expect(completed == [true])
        let after = baselines(shown.screen)
        #expect(shown.messages.titles.prefix(5) == ["Message 5", "Message 1", "New", "Message 3", "Message 4"])
        #expect(after["Message 5"] == before["Message 1"])
        #expect(after["Message 1"] == before["Message 2"])
        #expect(after["New"] == before["Message 3"])
        #expect(after["Message 4"] == before["Message 5"])
        #expect(after["Message 6"] == before["Message 6"])
        #expect(after["Message 2"] == nil)
        #expect(shown.messages.asked == ["New"])
        #expect(shown.messages.ended.contains(IndexPath(item: 1, section: 0)))
    }

    @Test("a reloaded row is asked for again in its place, and loses its selection")
    func reload() throws {
        let shown = try show()
        let before = shown.before
        shown.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        UIView.performWithoutAnimation {
            shown.messages.titles[3] = "Edited"
            shown.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        }
        let after = baselines(shown.screen)
        #expect(shown.messages.asked == ["Edited"])
        #expect(after["Edited"] == before["Message 4"])
        #expect(after["Message 4"] == nil)
        #expect(shown.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("index paths through a batch that moves across sections and inserts a section")
    func mapping() {
        var batch = CollectionBatch()
        batch.insertedSections = [0]
        batch.deletedItems = [IndexPath(item: 0, section: 1)]
        batch.movedItems = [(IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 2))]
        batch.insertedItems = [IndexPath(item: 3, section: 1)]
        // Before: section 0 of 4 items, section 1 of 3. After: a new section 0 (of 2), the old
        // section 0 at 1 with 4 items, the old section 1 at 2 with 3.
        #expect(batch.problem(oldCounts: [4, 3], newCounts: [2, 4, 3]) == nil)
        let mapping = BatchMapping(batch)
        #expect(mapping.newSectionIndex(0) == 1)
        #expect(mapping.oldSectionIndex(0) == nil)
        #expect(mapping.newItemPath(IndexPath(item: 3, section: 0)) == IndexPath(item: 2, section: 1))
        #expect(mapping.newItemPath(IndexPath(item: 2, section: 0)) == IndexPath(item: 0, section: 2))
        #expect(mapping.newItemPath(IndexPath(item: 0, section: 1)) == nil)
        #expect(mapping.newItemPath(IndexPath(item: 1, section: 1)) == IndexPath(item: 1, section: 2))
        #expect(mapping.oldItemPath(IndexPath(item: 3, section: 1)) == nil)
        #expect(mapping.oldItemPath(IndexPath(item: 2, section: 1)) == IndexPath(item: 3, section: 0))
        #expect(mapping.oldItemPath(IndexPath(item: 2, section: 2)) == IndexPath(item: 2, section: 1))
    }

    @Test("a batch whose counts do not add up is named, section and counts")
    func invalid() {
        var batch = CollectionBatch()
        batch.insertedItems = [IndexPath(item: 0, section: 0)]
        #expect(batch.problem(oldCounts: [5], newCounts: [5])
            == "section 0 has 5 items after the update, but had 5 before with 1 inserted, 0 deleted, 0 moved in and 0 moved out")
        batch = CollectionBatch()
        batch.deletedItems = [IndexPath(item: 7, section: 0)]
        #expect(batch.problem(oldCounts: [5], newCounts: [4])
            == "asked to delete item 7 of section 0, but that section has 5 items before the update")
        batch = CollectionBatch()
        batch.insertedSections = [1]
        #expect(batch.problem(oldCounts: [5], newCounts: [5])
            == "asked to insert section 1, but there are 1 sections after the update")
    }
}
