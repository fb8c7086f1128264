import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// A `UICollectionViewLayout` subclass written as iOS apps write one — attributes computed in
/// `prepare()` from the collection view's width and item count, rectangle queries answered from
/// the cache — solved, queried and dumped as UIKit's collection view would.
@Suite struct CustomLayoutTests {
    /// Two columns; item i is 100 + 10 × (i mod 3) tall and goes under the shorter column.
    final class TwoColumnLayout: UICollectionViewLayout {
        private var cache: [UICollectionViewLayoutAttributes] = []
        private var height: CGFloat = 0
        var calls: [String] = []

        override func prepare() {
            super.prepare()
            calls.append("prepare")
            cache = []
            guard let collectionView else { return }
            let width = collectionView.bounds.width / 2
            var bottoms: [CGFloat] = [0, 0]
            for item in 0..<collectionView.numberOfItems(inSection: 0) {
                let column = bottoms[0] <= bottoms[1] ? 0 : 1
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(column) * width, y: bottoms[column], width: width, height: CGFloat(100 + 10 * (item % 3)))
                bottoms[column] = attributes.frame.maxY
                cache.append(attributes)
            }
            height = bottoms.max() ?? 0
        }

        override var collectionViewContentSize: CGSize {
            calls.append("contentSize")
            return CGSize(width: collectionView?.bounds.width ?? 0, height: height)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            calls.append("elements \(Int(rect.minY))..<\(Int(rect.maxY))")
            return cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            calls.append("item \(indexPath.item)")
            return cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
        }
    }

    @Test("prepare() runs first, with the collection view at the size and item count laid out; then the content size; then rectangle queries")
    func callOrderAndLazyQueries() throws {
        let layout = TwoColumnLayout()
        let solved = try layout.collectionViewLayout.solveLayout(container: Size(width: 300, height: 400), itemCounts: [1000])
        #expect(layout.calls == ["prepare", "contentSize"])
        // 1,000 items in two columns of about 110 points: 500 rows.
        #expect(solved.contentSize == Size(width: 300, height: 55_000))
        #expect(solved.scrollDirection == .vertical)

        layout.calls = []
        var offsets = solved.unscrolledOffsets
        offsets.main = 1000
        let shown = solved.elements(in: Rect(x: 0, y: 1000, width: 300, height: 400), offsets: offsets)
        // One query, for the region eight viewports either way of what is shown; never the whole content.
        #expect(layout.calls == ["elements -2200..<4600"])
        // A query inside that region is answered from it; one past it asks again, about its own region.
        layout.calls = []
        offsets.main = 4000
        let further = solved.elements(in: Rect(x: 0, y: 4000, width: 300, height: 400), offsets: offsets)
        #expect(layout.calls == [])
        #expect(!further.isEmpty && further.allSatisfy { $0.frame.maxY >= 4000 && $0.frame.minY <= 4400 })
        offsets.main = 5000
        _ = solved.elements(in: Rect(x: 0, y: 5000, width: 300, height: 400), offsets: offsets)
        #expect(layout.calls == ["elements 1800..<8600"])
        layout.calls = []
        // Whatever the layout's own filter says of frames that only touch the rectangle's edges,
        // every frame overlapping it is there, and nothing further away.
        let all = solved.elements(in: Rect(x: 0, y: 0, width: 300, height: 55_000), offsets: offsets)
        let overlapping = Set(all.filter { $0.frame.maxY > 1000 && $0.frame.minY < 1400 }.map(\.indexPath.item))
        #expect(overlapping.count == 8)
        #expect(overlapping.isSubset(of: Set(shown.map(\.indexPath.item))))
        #expect(shown.allSatisfy { $0.frame.maxY >= 1000 && $0.frame.minY <= 1400 && $0.category == .cell })
    }

    @Test("the dump lists every element of the whole content, in item order, with the frames prepare() gave")
    func dump() throws {
        let dump = TwoColumnLayout().layoutDump(size: CGSize(width: 300, height: 400), itemCounts: [4], contentOffset: .zero)
        #expect(dump == """
            {
              "contentSize": [300, 220],
              "elements": [
                {"category": "cell", "section": 0, "item": 0, "frame": [0, 0, 150, 100], "zIndex": 0},
                {"category": "cell", "section": 0, "item": 1, "frame": [150, 0, 150, 110], "zIndex": 0},
                {"category": "cell", "section": 0, "item": 2, "frame": [0, 100, 150, 120], "zIndex": 0},
                {"category": "cell", "section": 0, "item": 3, "frame": [150, 110, 150, 100], "zIndex": 0}
              ]
            }

            """)
    }

    @Test("attributes: centre and size move the frame as UIKit's do, a copy is of the subclass, hidden ones are not shown")
    func attributes() throws {
        final class Tagged: UICollectionViewLayoutAttributes {
            var tag = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! Tagged
                copy.tag = tag
                return copy
            }
        }
        let attributes = Tagged(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.tag = 7
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        attributes.size = CGSize(width: 10, height: 20)
        #expect(attributes.frame == CGRect(x: 20, y: 30, width: 10, height: 20))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -5, y: -10, width: 10, height: 20))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        let copy = try #require(attributes.copy() as? Tagged)
        #expect(copy !== attributes && copy.tag == 7 && copy.frame == attributes.frame)
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
        #expect(copy.indexPath == IndexPath(item: 2, section: 1))

        final class HidingLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<2).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 100, height: 50)
                    attributes.isHidden = item == 1
                    return attributes
                }
            }
        }
        let solved = try HidingLayout().collectionViewLayout.solveLayout(container: Size(width: 100, height: 100), itemCounts: [2])
        #expect(solved.elements(in: Rect(x: 0, y: 0, width: 100, height: 100), offsets: solved.unscrolledOffsets).map(\.indexPath.item) == [0])
    }

    /// The flow layout's attributes from `super`, each line's cells moved to the leading edge.
    final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
            var leading = sectionInset.left, lineTop: CGFloat = -1
            return attributes.map { original in
                guard original.representedElementCategory == .cell, let copy = original.copy() as? UICollectionViewLayoutAttributes else { return original }
                if copy.frame.minY > lineTop {
                    leading = sectionInset.left
                    lineTop = copy.frame.minY
                }
                copy.frame.origin.x = leading
                leading += copy.frame.width + minimumInteritemSpacing
                return copy
            }
        }
    }

    @Test("a flow layout subclass adjusts what super gives: three 80-point cells on a 300-point line move to the leading edge")
    func flowSubclassCallsSuper() throws {
        for (layout, xs) in [(UICollectionViewFlowLayout(), [0.0, 110, 220]), (LeftAlignedFlowLayout(), [0.0, 90, 180])] {
            layout.itemSize = CGSize(width: 80, height: 40)
            layout.minimumInteritemSpacing = 10
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            let solved = try layout.collectionViewLayout.solveLayout(container: Size(width: 300, height: 400), itemCounts: [4])
            let shown = solved.elements(in: Rect(x: 0, y: 0, width: 300, height: 400), offsets: solved.unscrolledOffsets)
            let cells = shown.filter { $0.category == .cell }.sorted { $0.indexPath.item < $1.indexPath.item }
            // The flow layout spreads a full line's three cells (a gap of 30); the subclass packs them.
            #expect(cells.prefix(3).map(\.frame.minX) == xs, "\(type(of: layout))")
            #expect(cells.map(\.frame.minY) == [30, 30, 30, 80])
            #expect(shown.contains { $0.category == .supplementary && $0.frame == Rect(x: 0, y: 0, width: 300, height: 30) })
            #expect(solved.contentSize == Size(width: 300, height: 120))
            // The inspector marks the cells where the subclass put them, not where the engine did.
            let inspected = solved.inspection(in: Rect(x: 0, y: 0, width: 300, height: 400), offsets: solved.unscrolledOffsets)
            #expect(inspected.items.sorted { $0.indexPath.item < $1.indexPath.item }.prefix(3).map(\.frame.minX) == xs)
        }
    }

    @Test("the inspector names a custom layout's type, and marks each cell it answers")
    func inspection() throws {
        let solved = try TwoColumnLayout().collectionViewLayout.solveLayout(container: Size(width: 300, height: 400), itemCounts: [6])
        let inspected = solved.inspection(in: Rect(x: 0, y: 0, width: 300, height: 400), offsets: solved.unscrolledOffsets)
        let cells = solved.elements(in: Rect(x: 0, y: 0, width: 300, height: 400), offsets: solved.unscrolledOffsets).filter { $0.category == .cell }
        #expect(inspected.items.map(\.frame) == cells.map(\.frame))
        #expect(!cells.isEmpty && inspected.items.allSatisfy { $0.path == "TwoColumnLayout.item" })
    }

    @Test("the flow layout answers UIKit's queries itself after a solve, as code that asks it directly expects")
    func flowAnswersQueries() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        _ = try layout.collectionViewLayout.solveLayout(container: Size(width: 320, height: 480), itemCounts: [7])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 55))?.count == 3)
    }

    @Test("a content size that is not a size is refused in one line")
    func badContentSize() {
        final class Broken: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: CGFloat.infinity) }
        }
        #expect(throws: LayoutError.self) { try Broken().collectionViewLayout.solveLayout(container: Size(width: 100, height: 100), itemCounts: [1]) }
    }
}
