import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// The delegate hears of cells and headers coming on screen and leaving it, as UIKit tells it:
/// `willDisplay` with the configured cell, `didEndDisplaying` as it scrolls away and when the
/// data is reloaded — what apps load their next page from.
@Suite @MainActor struct DisplayDelegateTests {
    final class Feed: NSObjectLike, UICollectionViewDataSource, UICollectionViewDelegate {
        var count = 100
        var log: [String] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            cell.tag = indexPath.item
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            log.append("will \(indexPath.item)\(cell.tag == indexPath.item ? "" : " wrong cell")")
        }

        func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            log.append("end \(indexPath.item)")
        }

        func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                            forElementKind elementKind: String, at indexPath: IndexPath) {
            log.append("will \(elementKind)")
        }

        func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                            forElementOfKind elementKind: String, at indexPath: IndexPath) {
            log.append("end \(elementKind)")
        }
    }

    @Test("rows and the header come and go as the list scrolls, and all go and come back on a reload")
    func comingAndGoing() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let feed = Feed()
        collectionView.dataSource = feed
        collectionView.delegate = feed
        let data = try #require(collectionView.contentDataSource)
        let screen = try CollectionScreen(layout: collectionView.collectionViewLayout.collectionViewLayout, dataSource: data,
                                          size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let firstScreen = feed.log
        #expect(firstScreen.first == "will 0")
        #expect(firstScreen.contains("will \(UICollectionView.elementKindSectionHeader)"))
        #expect(!firstScreen.contains { $0.hasPrefix("end") || $0.contains("wrong") })
        let lastShown = try #require(firstScreen.compactMap { $0.hasPrefix("will ") ? Int($0.dropFirst(5)) : nil }.max())
        feed.log = []
        screen.setMainOffset(2000)
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(feed.log.contains("end 0") && feed.log.contains("end \(lastShown)"))
        // A plain list's header is pinned: it stays on screen.
        #expect(!feed.log.contains("end \(UICollectionView.elementKindSectionHeader)"))
        #expect(feed.log.contains { $0.hasPrefix("will ") } && !feed.log.contains { $0.contains("wrong") })
        let shownNow = Set(feed.log.compactMap { $0.hasPrefix("will ") ? Int($0.dropFirst(5)) : nil })
        feed.log = []
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(feed.log.isEmpty, "a frame that shows the same rows tells nothing: \(feed.log)")
        collectionView.reloadData()
        #expect(Set(feed.log.compactMap { $0.hasPrefix("end ") ? Int($0.dropFirst(4)) : nil }) == shownNow)
        feed.log = []
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(Set(feed.log.compactMap { $0.hasPrefix("will ") ? Int($0.dropFirst(5)) : nil }) == shownNow)
    }
}
