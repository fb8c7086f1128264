import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A cell is drawn with the collection view's selection, as UIKit shows it: what the screen's
/// code selected (`selectItem` before the screen appears) and deselected (`deselectItem` in
/// `didSelectItemAt`), and not a click the delegate refused.
@Suite(.serialized) @MainActor struct ProgrammaticSelectionTests {
    /// A row whose content view turns blue while it is selected, as apps bind `isSelected`.
    final class MarkedCell: UICollectionViewCell {
        override var isSelected: Bool {
            didSet { contentView.backgroundColor = isSelected ? .systemBlue : .systemBackground }
        }
    }

    final class RowsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var deselectsOnClick = false
        var refused: Set<Int> = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 50)
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(MarkedCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.contentInsetAdjustmentBehavior = .never
            view.addSubview(collectionView)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            !refused.contains(indexPath.item)
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            if deselectsOnClick { collectionView.deselectItem(at: indexPath, animated: true) }
        }
    }

    private static let blue = UIColor.systemBlue.color.resolved(for: .light)

    /// The rows (by top edge / 50) filled blue in one drawn frame.
    private func blueRows(of screen: CollectionScreen) -> [Int] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations.compactMap { operation in
            guard case .fill(let rect, let color, _) = operation, color == Self.blue, rect.width == 375 else { return nil }
            return Int(rect.minY / 50)
        }
    }

    private func click(_ screen: CollectionScreen, row: Int, at time: Double) {
        let point = Point(x: 100, y: Double(row) * 50 + 25)
        screen.pointerPressed(at: point, time: time * 1000, now: time)
        screen.pointerReleased(at: point, time: time * 1000 + 50, now: time + 0.05)
    }

    @Test("an item selected before the screen appears is drawn selected, and a click moves the selection")
    func selectedBeforeAppearing() throws {
        let controller = RowsViewController()
        let (_, screen) = try screenUnderTest(controller, host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        #expect(blueRows(of: screen) == [1])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        click(screen, row: 3, at: 1)
        #expect(blueRows(of: screen) == [3])
    }

    @Test("a row deselected in didSelectItemAt and a click the delegate refuses are not drawn selected")
    func deselectedAndRefused() throws {
        let controller = RowsViewController()
        let (_, screen) = try screenUnderTest(controller, host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        controller.refused = [4]
        click(screen, row: 4, at: 1)
        #expect(blueRows(of: screen) == [1])
        controller.deselectsOnClick = true
        click(screen, row: 2, at: 2)
        #expect(blueRows(of: screen).isEmpty)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }
}
