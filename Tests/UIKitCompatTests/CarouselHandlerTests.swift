import CollectionLayout
import Testing
import UIKitCompat

/// The iOS carousel of docs/uikit-compat.md, unchanged: a paging strip whose cells shrink and fade
/// with their distance from the view's centre, run by the engine on the solved layout's elements.
@Suite struct CarouselHandlerTests {
    static func createLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(1 - distance / width, 0.5)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The strip scrolled by `offsetX`: each cell's scale, which is also its alpha; 1 for a cell the
    /// engine presents as laid out.
    static func scales(atOffset offsetX: Double) throws -> [Double] {
        let solved = try createLayout().compositionalLayout.solve(container: Size(width: 400, height: 300), itemCounts: [3])
        let handler = try #require(solved.visibleItemsInvalidationHandler(inSection: 0))
        let items = solved.allElements(offsets: solved.unscrolledOffsets).map(VisibleLayoutItem.init)
        #expect(items.map(\.frame.midX) == [100, 300, 500])
        handler(items, offset: Point(x: offsetX, y: 0), environment: solved.layoutEnvironment)
        return items.map { item in
            guard let presentation = item.presentation else { return 1 }
            #expect(presentation.alpha == presentation.transform.a)
            #expect(presentation.transform == Transform2D(scaleX: presentation.transform.a, y: presentation.transform.a))
            return presentation.transform.a
        }
    }

    @Test("the centred cell is full size") func theCentredCellIsFullSize() throws {
        // At 100 the second cell's centre (300) is at the view's centre (200).
        #expect(try Self.scales(atOffset: 100) == [0.5, 1, 0.5])
    }

    @Test("cells shrink with their distance from the centre") func cellsShrinkWithTheirDistanceFromTheCentre() throws {
        // At 50 the centres are at 50, 250 and 450 in the view: 150, 50 and 250 from its centre.
        #expect(try Self.scales(atOffset: 50) == [0.625, 0.875, 0.5])
    }
}
