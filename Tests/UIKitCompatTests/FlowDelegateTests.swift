import CollectionLayout
import Foundation
import Testing
import UIKitCompat

/// A view controller's flow delegate: odd sections are tag clouds sized item by item, even
/// sections take the layout's size, and every section has its own insets, spacing and header.
final class TagCloudSizing: NSObject, UICollectionViewDelegateFlowLayout {
    var sizedItems = 0

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizedItems += 1
        if indexPath.section % 2 == 0 { return (collectionViewLayout as! UICollectionViewFlowLayout).itemSize }
        return CGSize(width: 40 + 25 * (indexPath.item % 4), height: 32)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 4, left: CGFloat(8 * section), bottom: 4, right: 8)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        section == 1 ? 4 : 10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: section == 0 ? 0 : 28)
    }
}

/// The same values as the engine's delegate gives them.
struct NativeTagCloudSizing: FlowLayoutDelegate {
    func flowLayout(_ layout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool { section % 2 == 1 }
    func flowLayout(_ layout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size? {
        Size(width: Double(40 + 25 * (indexPath.item % 4)), height: 32)
    }
    func flowLayout(_ layout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets? {
        EdgeInsets(top: 4, left: Double(8 * section), bottom: 4, right: 8)
    }
    func flowLayout(_ layout: FlowLayout, container: Size, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        section == 1 ? 4 : 10
    }
    func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForHeaderInSection section: Int) -> Size? {
        Size(width: container.width, height: section == 0 ? 0 : 28)
    }
}

/// Only insets: every item keeps the layout's size.
final class InsetsOnly: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    }
}

@Suite struct FlowDelegateTests {
    @Test("the delegate sizes as the engines does") func theDelegateSizesAsTheEnginesDoes() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let sizing = TagCloudSizing()
        collectionView.delegate = sizing
        var native = FlowLayout(itemSize: Size(width: 90, height: 90))
        native.delegate = NativeTagCloudSizing()
        let counts = [7, 23, 4]
        let uikit = layout.layoutDump(size: CGSize(width: 375, height: 667), itemCounts: counts, contentOffset: .zero)
        #expect(uikit == nativeDump(native, width: 375, height: 667, itemCounts: counts))
        #expect(uikit.contains(", 115, 32]"))
        #expect(uikit.contains("\"section\": 1, \"item\": 0, \"frame\": [8, "))
        // Every section is asked once whether it sizes item by item, and only the sections
        // that do are asked item by item: 23 items, whatever the even sections hold.
        #expect(sizing.sizedItems >= 23 + 3)
        #expect(sizing.sizedItems <= 2 * (23 + 3))
    }

    @Test("a delegate without size for item leaves sections uniform") func aDelegateWithoutSizeForItemLeavesSectionsUniform() throws {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let insets = InsetsOnly()
        collectionView.delegate = insets
        // Item by item, 20M items would be refused (the engine's limit is 10M); uniform, they solve.
        let solved = try layout.collectionViewLayout.solveLayout(container: Size(width: 375, height: 667), itemCounts: [20_000_000])
        let last = solved.attributesForItem(at: IndexPath(item: 19_999_999, section: 0), offsets: solved.initialOffsets)
        // 335 points hold five 50-point items 21.25 apart; 4M lines 60 apart after a 20-point inset.
        #expect(last?.frame == Rect(x: 305, y: 20 + 3_999_999 * 60, width: 50, height: 50))
    }

    @Test("a released delegate is not asked") func aReleasedDelegateIsNotAsked() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.delegate = InsetsOnly()
        #expect(collectionView.delegate == nil)
        let dump = layout.layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [3], contentOffset: .zero)
        #expect(dump == nativeDump(FlowLayout(), width: 375, height: 667, itemCounts: [3]))
    }
}
