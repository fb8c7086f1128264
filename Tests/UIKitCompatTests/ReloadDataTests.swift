import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `reloadData()` on a collection view with a data source of its own, as pre-diffable code writes
/// it: the screen asks for the counts again and follows them at once, keeps its offset within the
/// new content, and clears the selection, as UIKit's does.
@Suite @MainActor struct ReloadDataTests {
    final class Messages: NSObjectLike, UICollectionViewDataSource {
        var titles = (1...30).map { "Message \($0)" }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = titles[indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test("new counts are shown at once, the offset kept, the selection cleared")
    func reloadFollowsNewCounts() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "message")
        let messages = Messages()
        collectionView.dataSource = messages
        let data = try #require(collectionView.contentDataSource)
        let screen = try CollectionScreen(layout: collectionView.collectionViewLayout.collectionViewLayout, dataSource: data,
                                          size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
        screen.measureVisible()
        screen.setMainOffset(300)
        let offset = screen.offsets.main
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        messages.titles.insert("Draft", at: 0)
        messages.titles += ["Late 1", "Late 2"]
        collectionView.reloadData()
        #expect(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 32, section: 0), offsets: screen.offsets) != nil)
        #expect(screen.offsets.main == offset)
        #expect(collectionView.indexPathsForSelectedItems == [])
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(canvas.texts.contains("Message 7"))
        messages.titles = ["Only"]
        collectionView.reloadData()
        #expect(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 1, section: 0), offsets: screen.offsets) == nil)
        #expect(screen.offsets.main == 0)
    }
}
