import CollectionLayout
import CollectionView
import TestSupport
import Testing
import UIKitCompat

/// A custom layout's `transform` moves where its element is hit, as UIKit hit-tests a cell
/// through its view's transform: a cell scaled up is hit where it is drawn, past its frame.
@Suite @MainActor struct TransformedHitTests {
    /// Three squares of 100 in a row, 10 apart; the middle one scaled by 1.5 about its centre.
    final class ScaledMiddleLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<3).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: CGFloat(indexPath.item) * 110, y: 0, width: 100, height: 100)
            if indexPath.item == 1 { attributes.transform = CGAffineTransform(scaleX: 1.5, y: 1.5) }
            return attributes
        }
    }

    @Test("the scaled cell is hit over its drawn shape, beyond its frame; the others by their frames")
    func scaledCellIsHitWhereDrawn() throws {
        let data = ContentProviderDataSource(itemCounts: [3]) { _ in CellContent(background: Color(red: 0, green: 0.48, blue: 1)) }
        let screen = try CollectionScreen(layout: ScaledMiddleLayout().collectionViewLayout, dataSource: data, size: Size(width: 320, height: 200))
        // As in the window, a frame is drawn before the pointer comes.
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // The middle square is drawn from 85 to 235 across and -25 to 125 down.
        #expect(screen.item(at: Point(x: 105, y: 50)) == CollectionLayout.IndexPath(item: 1, section: 0))
        #expect(screen.item(at: Point(x: 160, y: 120)) == CollectionLayout.IndexPath(item: 1, section: 0))
        #expect(screen.item(at: Point(x: 50, y: 50)) == CollectionLayout.IndexPath(item: 0, section: 0))
        #expect(screen.item(at: Point(x: 240, y: 50)) == CollectionLayout.IndexPath(item: 2, section: 0))
        #expect(screen.item(at: Point(x: 160, y: 130)) == nil)
    }
}
