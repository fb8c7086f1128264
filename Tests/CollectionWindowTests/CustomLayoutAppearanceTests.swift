import CollectionLayout
import CollectionView
import CollectionWindow
import Testing
import UIKitCompat

/// A custom layout's `alpha`, `transform` and `transform3D` are drawn, as UIKit applies each
/// answered attributes object to its cell's view.
@Suite("Custom layout appearances")
@MainActor
struct CustomLayoutAppearanceTests {
    /// Three 100x100 red squares in a row, 20 apart from x 20 at y 20; the layout gives item 1
    /// and 2 what `style` sets.
    final class StyledRow: UICollectionViewLayout {
        let style: (UICollectionViewLayoutAttributes) -> Void
        private var cache: [UICollectionViewLayoutAttributes] = []

        init(style: @escaping (UICollectionViewLayoutAttributes) -> Void) {
            self.style = style
            super.init()
        }

        override func prepare() {
            super.prepare()
            cache = (0..<3).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 20 + CGFloat(item) * 120, y: 20, width: 100, height: 100)
                if item > 0 { style(attributes) }
                return attributes
            }
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 380, height: 140) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache[indexPath.item]
        }
    }

    private func snapshot(_ layout: StyledRow) throws -> RGBAImage {
        let data = ContentProviderDataSource(itemCounts: [3], backgroundColor: .white) { _ in CellContent(background: Color(hex: 0xFF0000)) }
        return try CollectionWindow.snapshot(layout: layout.collectionViewLayout, dataSource: data, size: Size(width: 380, height: 140))
    }

    private func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue]
    }

    @Test("alpha 0.5 blends the red square half into the white page; alpha 0 hides it")
    func alpha() throws {
        let half = try snapshot(StyledRow { $0.alpha = $0.indexPath.item == 1 ? 0.5 : 0 })
        #expect(rgb(half, 70, 70) == [255, 0, 0])
        let blended = rgb(half, 190, 70)
        #expect(blended[0] == 255 && (126...129).contains(blended[1]) && blended[1] == blended[2])
        #expect(rgb(half, 310, 70) == [255, 255, 255])
    }

    @Test("a 2D scale of 0.5 about the centre draws item 1 as 50x50 in the middle of its frame")
    func scale() throws {
        let image = try snapshot(StyledRow { $0.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) })
        // Item 1's frame is 140...240 by 20...120; scaled about (190, 70) it covers 165...215 by 45...95.
        #expect(rgb(image, 190, 70) == [255, 0, 0])
        #expect(rgb(image, 167, 47) == [255, 0, 0])
        #expect(rgb(image, 150, 30) == [255, 255, 255])
        #expect(rgb(image, 225, 105) == [255, 255, 255])
        // The untouched item 0 stays whole.
        #expect(rgb(image, 22, 22) == [255, 0, 0])
    }

    @Test("transform3D wins over transform: a 90° turn about y leaves the item edge-on, and nothing shows")
    func transform3DWins() throws {
        let image = try snapshot(StyledRow {
            $0.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            $0.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        })
        #expect(rgb(image, 150, 70) == [255, 255, 255])
        #expect(rgb(image, 230, 70) == [255, 255, 255])
        #expect(rgb(image, 70, 70) == [255, 0, 0])
    }
}
