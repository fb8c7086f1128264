import Testing
import UIKitCompat

/// Layout code isolated to the main actor, as a view controller's is, compiles in Swift 6 and its
/// providers run where the solve is asked for.
@MainActor @Suite struct MainActorLayoutTests {
    static var rowHeight: CGFloat = 60

    static func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight)))
            let group = NSCollectionLayoutGroup.custom(layoutSize: item.layoutSize) { environment in
                [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: environment.container.contentSize.width,
                                                                 height: rowHeight))]
            }
            return NSCollectionLayoutSection(group: group)
        }
    }

    @Test func providersReadMainActorState() {
        let layout = Self.createLayout()
        #expect(layout.layoutDump(size: CGSize(width: 320, height: 480), itemCounts: [2], contentOffset: .zero)
            .contains(#""item": 1, "frame": [0, 60, 320, 60]"#))
        Self.rowHeight = 30
        #expect(layout.layoutDump(size: CGSize(width: 320, height: 480), itemCounts: [2], contentOffset: .zero)
            .contains(#""item": 1, "frame": [0, 30, 320, 30]"#))
    }
}
