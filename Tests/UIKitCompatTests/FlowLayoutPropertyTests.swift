import CollectionLayout
import Testing
import UIKitCompat

/// A flow layout set up property by property, as iOS code does in `viewDidLoad`, dumps frame for
/// frame as the engine's flow layout with the same values.
@Suite struct FlowLayoutPropertyTests {
    static func createLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 64)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 8, left: 10, bottom: 16, right: 4)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 24)
        layout.sectionHeadersPinToVisibleBounds = true
        return layout
    }

    static var native: FlowLayout {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 64), minimumLineSpacing: 12, minimumInteritemSpacing: 6,
                                sectionInset: EdgeInsets(top: 8, left: 10, bottom: 16, right: 4))
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.footerReferenceSize = Size(width: 0, height: 24)
        layout.sectionHeadersPinToVisibleBounds = true
        return layout
    }

    @Test("defaults are UIKits") func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        #expect(!layout.sectionFootersPinToVisibleBounds)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.collectionView == nil)
        #expect(UICollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
    }

    @Test("dump equals the engines at two offsets") func dumpEqualsTheEnginesAtTwoOffsets() {
        for offset in [0.0, 300.0] {
            let uikit = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [14, 0, 5],
                                                       contentOffset: CGPoint(x: 0, y: offset))
            let engine = nativeDump(Self.native, width: 375, height: 667, itemCounts: [14, 0, 5], mainOffset: offset)
            #expect(uikit == engine)
            #expect(uikit.contains("\"kind\""))
        }
    }

    @Test("a sideways flow from the layout margins") func aSidewaysFlowFromTheLayoutMargins() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 120)
        layout.sectionInsetReference = .fromLayoutMargins
        layout.sectionFootersPinToVisibleBounds = true
        layout.footerReferenceSize = CGSize(width: 30, height: 0)
        var native = FlowLayout(itemSize: Size(width: 80, height: 120), scrollDirection: .horizontal)
        native.sectionInsetReference = .fromLayoutMargins
        native.sectionFootersPinToVisibleBounds = true
        native.footerReferenceSize = Size(width: 30, height: 0)
        let uikit = layout.layoutDump(size: CGSize(width: 667, height: 375), itemCounts: [9], contentOffset: .zero)
        #expect(uikit == nativeDump(native, width: 667, height: 375, itemCounts: [9]))
    }

    @Test("automatic size self sizes from the item size") func automaticSizeSelfSizesFromTheItemSize() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 44)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(layout.flowLayout.estimatedItemSize == Size(width: 375, height: 44))
        #expect(layout.flowLayout.isSelfSizing)
        layout.estimatedItemSize = CGSize(width: 375, height: 80)
        let solved = try layout.collectionViewLayout.solveLayout(container: Size(width: 375, height: 667), itemCounts: [3])
        #expect(solved.hasSelfSizingElements)
        #expect(solved.attributesForItem(at: IndexPath(item: 2, section: 0), offsets: solved.initialOffsets)?.frame
                == Rect(x: 0, y: 180, width: 375, height: 80))
    }

    @Test("itemSize = automaticSize sizes the items by Auto Layout, as on iOS, from the estimate or 50 by 50")
    func automaticItemSizeSelfSizes() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = UICollectionViewFlowLayout.automaticSize
        #expect(layout.flowLayout.isSelfSizing)
        #expect(layout.flowLayout.itemSize == Size(width: 50, height: 50) && layout.flowLayout.estimatedItemSize == Size(width: 50, height: 50))
        layout.estimatedItemSize = CGSize(width: 160, height: 90)
        let solved = try layout.collectionViewLayout.solveLayout(container: Size(width: 375, height: 667), itemCounts: [3])
        #expect(solved.hasSelfSizingElements)
        // Two 160-wide estimates a line, spread to the edges.
        #expect(solved.attributesForItem(at: IndexPath(item: 2, section: 0), offsets: solved.initialOffsets)?.frame
                == Rect(x: 0, y: 100, width: 160, height: 90))
    }
}
