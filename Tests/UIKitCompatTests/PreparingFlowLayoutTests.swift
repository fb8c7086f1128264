import CollectionLayout
import Testing
import UIKitCompat

/// A single-column list made by a flow layout subclass that sizes its rows in `prepare()` from
/// the collection view's bounds less its layout margins, the way iOS code builds table-like
/// flow layouts.
final class FullWidthRowsLayout: UICollectionViewFlowLayout {
    private(set) var preparedWidths: [CGFloat] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        preparedWidths.append(collectionView.bounds.width)
        let usable = collectionView.bounds.inset(by: collectionView.layoutMargins)
        itemSize = CGSize(width: usable.width, height: 60)
        sectionInset = UIEdgeInsets(top: minimumLineSpacing, left: 0, bottom: 0, right: 0)
        sectionInsetReference = .fromLayoutMargins
        headerReferenceSize = CGSize(width: collectionView.frame.width, height: collectionView.numberOfSections > 1 ? 36 : 0)
    }
}

@Suite struct PreparingFlowLayoutTests {
    static func rows(width: Double, margin: Double, itemCounts: [Int], header: Double) -> FlowLayout {
        var layout = FlowLayout(itemSize: Size(width: width - 2 * margin, height: 60),
                                sectionInset: EdgeInsets(top: 10))
        layout.sectionInsetReference = .fromLayoutMargins
        layout.headerReferenceSize = Size(width: width, height: header)
        return layout
    }

    @Test("rows fill the margins at every width", arguments: [(375.0, 16.0), (390.0, 16.0), (414.0, 20.0), (1024.0, 20.0)])
    func rowsFillTheMarginsAtEveryWidth(width: Double, margin: Double) {
        let layout = FullWidthRowsLayout()
        let dump = layout.layoutDump(size: CGSize(width: width, height: 700), itemCounts: [4, 2], contentOffset: .zero)
        #expect(dump == nativeDump(Self.rows(width: width, margin: margin, itemCounts: [4, 2], header: 36),
                                   width: width, height: 700, itemCounts: [4, 2]))
        #expect(layout.itemSize.width == CGFloat(width - 2 * margin))
    }

    @Test("the window prepares again when it resizes") func theWindowPreparesAgainWhenItResizes() throws {
        let layout = FullWidthRowsLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let engine = layout.collectionViewLayout
        let narrow = try engine.solveLayout(container: Size(width: 375, height: 667), itemCounts: [5])
        let wide = try engine.solveLayout(container: Size(width: 800, height: 600), itemCounts: [5])
        #expect(layout.preparedWidths == [375, 800])
        #expect(collectionView.bounds.size == CGSize(width: 800, height: 600))
        #expect(narrow.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: narrow.initialOffsets)?.frame
                == Rect(x: 16, y: 10, width: 343, height: 60))
        #expect(wide.attributesForItem(at: IndexPath(item: 1, section: 0), offsets: wide.initialOffsets)?.frame
                == Rect(x: 20, y: 80, width: 760, height: 60))
    }

    @Test("margins set by code reach the layout") func marginsSetByCodeReachTheLayout() throws {
        let layout = FullWidthRowsLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let solved = try layout.collectionViewLayout.solveLayout(container: Size(width: 375, height: 667), itemCounts: [1])
        #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets)?.frame
                == Rect(x: 30, y: 10, width: 335, height: 60))
    }
}
