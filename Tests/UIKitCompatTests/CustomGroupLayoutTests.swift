import CollectionLayout
import Testing
import UIKitCompat

/// A staggered pair as iOS code writes it with a custom group: the frames come from the
/// environment's container, the second item overlapping the first and drawn in front.
@Suite struct CustomGroupLayoutTests {
    static func createLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(180))
        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
            let width = environment.container.contentSize.width
            let half = width / 2
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half + 20, height: 120)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: half - 20, y: 60, width: half + 20, height: 120), zIndex: 2),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 12, trailing: 0)
        return UICollectionViewCompositionalLayout(section: section)
    }

    static var native: CompositionalLayout {
        let group = LayoutGroup.custom(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180))) { environment in
            let half = environment.container.contentSize.width / 2
            return [
                LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: half + 20, height: 120)),
                LayoutGroupCustomItem(frame: Rect(x: half - 20, y: 60, width: half + 20, height: 120), zIndex: 2),
            ]
        }
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = DirectionalEdgeInsets(top: 12, bottom: 12)
        return CompositionalLayout(section: section)
    }

    @Test("dump equals the engines", arguments: [(375.0, 667.0), (820.0, 1180.0)])
    func dumpEqualsTheEngines(width: Double, height: Double) {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: width, height: height), itemCounts: [7],
                                                  contentOffset: .zero)
        #expect(dump == nativeDump(Self.native, width: width, height: height, itemCounts: [7]))
    }

    @Test("the second item overlaps in front") func theSecondItemOverlapsInFront() {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [7], contentOffset: .zero)
        #expect(dump.contains(#"{"category": "cell", "section": 0, "item": 1, "frame": [167.5, 72, 207.5, 120], "zIndex": 2}"#))
    }
}
