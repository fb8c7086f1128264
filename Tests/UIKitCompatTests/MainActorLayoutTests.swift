import CollectionLayout
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

    @Test("providers read main actor state") func providersReadMainActorState() {
        let layout = Self.createLayout()
        #expect(layout.layoutDump(size: CGSize(width: 320, height: 480), itemCounts: [2], contentOffset: .zero)
            .contains(#""item": 1, "frame": [0, 60, 320, 60]"#))
        Self.rowHeight = 30
        #expect(layout.layoutDump(size: CGSize(width: 320, height: 480), itemCounts: [2], contentOffset: .zero)
            .contains(#""item": 1, "frame": [0, 30, 320, 30]"#))
    }

    static var fadedAlpha: CGFloat = 0.5

    @Test("a visible items handler reads main actor state") func aVisibleItemsHandlerReadsMainActorState() throws {
        let section = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))]))
        section.visibleItemsInvalidationHandler = { items, _, _ in
            items.forEach { $0.alpha = Self.fadedAlpha }
        }
        let handler = try #require(section.layoutSection.visibleItemsInvalidationHandler)
        let item = VisibleLayoutItem(attributes: LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0),
                                                                  frame: Rect(x: 0, y: 0, width: 50, height: 50), zIndex: 0))
        handler([item], offset: .zero, environment: LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 320, height: 480))))
        #expect(item.alpha == 0.5)
    }
}
