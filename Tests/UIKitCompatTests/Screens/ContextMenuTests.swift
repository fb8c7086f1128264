import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A right-click on an item asks the delegate for its context menu (the iOS 16 call, then the
/// iOS 13 one) with the point in the collection view's coordinates; the menu opens beside the
/// item over the dimmed screen, a click on a row runs its action and closes it, and a click
/// elsewhere or Escape closes it.
@Suite(.serialized) @MainActor struct ContextMenuTests {
    final class NotesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        private(set) var asked: [(IndexPath, CGPoint)] = []
        private(set) var ran: [String] = []
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 60)
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "note")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            asked.append((indexPath, point))
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                let pin = UIAction(title: "Pin", image: UIImage(systemName: "pin")) { _ in self?.ran.append("pin \(indexPath.item)") }
                let share = UIAction(title: "Share") { _ in self?.ran.append("share") }
                let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self?.ran.append("delete \(indexPath.item)") }
                return UIMenu(children: [pin, share, UIMenu(options: .displayInline, children: [delete])])
            }
        }
    }

    static let host = LayoutHost(size: Size(width: 375, height: 667))

    @Test("a right-click opens the item's menu below it; a click on Delete runs it and closes the menu")
    func menuOpensAndRuns() throws {
        let controller = NotesViewController()
        let (presentation, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // The third note lies from 120 to 180.
        screen.secondaryClick(at: Point(x: 100, y: 150))
        #expect(controller.asked.count == 1)
        #expect(controller.asked.first?.0 == IndexPath(item: 2, section: 0))
        #expect(controller.asked.first?.1 == CGPoint(x: 100, y: 150))
        let menu = try #require(presentation.contextMenu)
        // Below the item by 8, three rows of 44 with an 8-point band before Delete.
        #expect(menu.frame == CGRect(x: 16, y: 188, width: 250, height: 140))
        #expect(menu.rows.map(\.action.title) == ["Pin", "Share", "Delete"])
        #expect(menu.rows.map(\.frame.minY) == [188, 232, 284])
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        // The pin symbol stands as its first letter after its row's title.
        #expect(canvas.texts.suffix(4) == ["Pin", "P", "Share", "Delete"])
        #expect(canvas.operations.contains(.fill(Rect(x: 0, y: 0, width: 375, height: 667), Color.black.withAlpha(0.2), radius: 0)))
        screen.pointerPressed(at: Point(x: 100, y: 300), time: 0, now: 0)
        screen.pointerReleased(at: Point(x: 100, y: 300), time: 50, now: 0.05)
        #expect(controller.ran == ["delete 2"])
        #expect(presentation.contextMenu == nil)
    }

    @Test("a click beside the menu, or Escape, closes it and runs nothing; near the bottom it opens above the item")
    func menuCloses() throws {
        let controller = NotesViewController()
        let (presentation, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        screen.secondaryClick(at: Point(x: 100, y: 30))
        screen.pointerPressed(at: Point(x: 350, y: 600), time: 0, now: 0)
        screen.pointerReleased(at: Point(x: 350, y: 600), time: 50, now: 0.05)
        #expect(presentation.contextMenu == nil)
        #expect(controller.ran.isEmpty)
        // The tenth note, 600 to 660: no room below, so the menu ends 8 above it.
        screen.secondaryClick(at: Point(x: 100, y: 630))
        let menu = try #require(presentation.contextMenu)
        #expect(menu.frame.maxY == 592)
        #expect(screen.goBack())
        #expect(presentation.contextMenu == nil)
        #expect(controller.ran.isEmpty)
    }

    @Test("a press held still on an item for half a second opens its menu, and its release selects nothing; a press that moves first opens none")
    func longPressOpensMenu() throws {
        let controller = NotesViewController()
        let (presentation, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        screen.pointerPressed(at: Point(x: 100, y: 150), time: 0, now: 10)
        #expect(screen.isMoving)
        screen.step(now: 10.45)
        #expect(presentation.contextMenu == nil)
        screen.pointerMoved(to: Point(x: 103, y: 151), time: 470, now: 10.47)
        screen.step(now: 10.5)
        let menu = try #require(presentation.contextMenu)
        #expect(controller.asked.map(\.0) == [IndexPath(item: 2, section: 0)])
        #expect(menu.frame == CGRect(x: 16, y: 188, width: 250, height: 140))
        #expect(!screen.isMoving)
        screen.pointerReleased(at: Point(x: 103, y: 151), time: 900, now: 10.9)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
        #expect(presentation.contextMenu != nil)
        #expect(controller.ran.isEmpty)
        #expect(screen.goBack())

        // Moved past the slop before the time: a drag, no menu.
        screen.pointerPressed(at: Point(x: 100, y: 150), time: 1000, now: 11)
        screen.pointerMoved(to: Point(x: 100, y: 170), time: 1100, now: 11.1)
        screen.step(now: 11.6)
        #expect(presentation.contextMenu == nil)
        screen.pointerReleased(at: Point(x: 100, y: 170), time: 1700, now: 11.7)
        #expect(controller.asked.count == 1)
    }
}
