import CollectionLayout
import Testing
import UIKitCompat

/// The read-back properties UIKit code inspects, and the engine values they stand for.
@Suite struct ValuePropertyTests {
    @Test("dimensions say what they are") func dimensionsSayWhatTheyAre() {
        let width = NSCollectionLayoutDimension.fractionalWidth(0.5)
        #expect(width.isFractionalWidth && !width.isFractionalHeight && !width.isAbsolute && !width.isEstimated)
        #expect(width.dimension == 0.5)
        #expect(NSCollectionLayoutDimension.fractionalHeight(0.25).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
        #expect(NSCollectionLayoutDimension.estimated(80).isEstimated)
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 120)
        #expect(uniform.isEstimated && uniform.isUniformAcrossSiblings)
        #expect(uniform.dimension == 120)
        #expect(uniform.layoutDimension == .uniformAcrossSiblings(estimate: 120))
    }

    @Test("spacings say what they are") func spacingsSayWhatTheyAre() {
        let fixed = NSCollectionLayoutSpacing.fixed(8)
        #expect(fixed.isFixedSpacing && !fixed.isFlexibleSpacing && fixed.spacing == 8)
        let flexible = NSCollectionLayoutSpacing.flexible(2)
        #expect(flexible.isFlexibleSpacing && !flexible.isFixedSpacing && flexible.spacing == 2)
        let edges = NSCollectionLayoutEdgeSpacing(leading: fixed, top: nil, trailing: flexible, bottom: nil)
        #expect(edges.layoutEdgeSpacing == LayoutEdgeSpacing(leading: .fixed(8), top: nil, trailing: .flexible(2), bottom: nil))
    }

    @Test("anchors keep their offset kind") func anchorsKeepTheirOffsetKind() {
        let absolute = NSCollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: 4, y: -4))
        #expect(absolute.isAbsoluteOffset && !absolute.isFractionalOffset)
        #expect(absolute.offset == CGPoint(x: 4, y: -4))
        let fractional = NSCollectionLayoutAnchor(edges: .bottom, fractionalOffset: CGPoint(x: 0, y: 0.5))
        #expect(fractional.isFractionalOffset)
        #expect(fractional.layoutAnchor == LayoutAnchor(edges: .bottom, fractionalOffset: Point(x: 0, y: 0.5)))
        #expect(NSCollectionLayoutAnchor(edges: .all).offset == .zero)
    }

    @Test("edges have UIKits bits") func edgesHaveUIKitsBits() {
        #expect(NSDirectionalRectEdge.top.rawValue == 1)
        #expect(NSDirectionalRectEdge.leading.rawValue == 2)
        #expect(NSDirectionalRectEdge.bottom.rawValue == 4)
        #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
        #expect(NSDirectionalRectEdge.all.directionalRectEdge == DirectionalRectEdge.all)
    }

    @Test("defaults are UIKits") func defaultsAreUIKits() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        #expect(item.contentInsets == .zero && item.edgeSpacing == nil && item.supplementaryItems.isEmpty)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        #expect(section.interGroupSpacing == 0)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.supplementariesFollowContentInsets)
        #expect(section.contentInsetsReference == .automatic)
        #expect(section.visibleItemsInvalidationHandler == nil)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
        #expect(header.extendsBoundary && !header.pinToVisibleBounds && header.zIndex == 1 && header.offset == .zero)
        #expect(NSCollectionLayoutDecorationItem.background(elementKind: "b").zIndex == 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).directional
                == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test("the base layout lays nothing out, as UIKit's: no content, no elements, whatever the items")
    func theBaseLayoutLaysNothingOut() {
        for counts in [[1], [], [5, 5]] {
            let dump = UICollectionViewLayout().layoutDump(size: CGSize(width: 320, height: 480), itemCounts: counts, contentOffset: .zero)
            #expect(dump == "{\n  \"contentSize\": [0, 0],\n  \"elements\": []\n}\n")
        }
    }
}
