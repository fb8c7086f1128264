import CollectionLayout
import Testing
import UIKitCompat

/// A section's `visibleItemsInvalidationHandler` written as for iOS, run by the engine: what it
/// reads comes from the engine's items, what it sets lands in their presentation.
@Suite struct VisibleItemsHandlerTests {
    /// What a handler saw, for the test to check after the engine called it.
    final class Record {
        var offset: CGPoint?
        var containerSize: CGSize?
        var frames: [CGRect] = []
        var bounds: [CGRect] = []
        var centers: [CGPoint] = []
        var categories: [UICollectionView.ElementCategory] = []
        var kinds: [String?] = []
        var names: [String] = []
        var indexPaths: [IndexPath] = []
        var transformsBefore: [CGAffineTransform] = []
    }

    static func makeSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.orthogonalScrollingBehavior = .continuous
        return section
    }

    /// A cell 100 by 50 at (200, 10) and a header above the section.
    static func engineItems() -> [VisibleLayoutItem] {
        [VisibleLayoutItem(attributes: LayoutAttributes(category: .cell, indexPath: IndexPath(item: 2, section: 1),
                                                        frame: Rect(x: 200, y: 10, width: 100, height: 50), zIndex: 0)),
         VisibleLayoutItem(attributes: LayoutAttributes(category: .supplementary, elementKind: "header", indexPath: IndexPath(item: 0, section: 1),
                                                        frame: Rect(x: 0, y: -30, width: 375, height: 30), zIndex: 1))]
    }

    static let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 375, height: 667)))

    @Test("what the handler sets is what the engine presents") func whatTheHandlerSetsIsWhatTheEnginePresents() throws {
        let record = Record()
        let section = Self.makeSection()
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            record.offset = offset
            record.containerSize = environment.container.contentSize
            for item in items {
                record.frames.append(item.frame)
                record.bounds.append(item.bounds)
                record.centers.append(item.center)
                record.categories.append(item.representedElementCategory)
                record.kinds.append(item.representedElementKind)
                record.names.append(item.name)
                record.indexPaths.append(item.indexPath)
                record.transformsBefore.append(item.transform)
                item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                item.alpha = 0.25
                item.zIndex = 7
                item.isHidden = item.representedElementCategory == .supplementaryView
                item.center = CGPoint(x: item.center.x - offset.x, y: item.center.y + 4)
            }
        }
        let handler = try #require(section.layoutSection.visibleItemsInvalidationHandler)
        let items = Self.engineItems()
        handler(items, offset: Point(x: 30, y: 0), environment: Self.environment)

        #expect(record.offset == CGPoint(x: 30, y: 0))
        #expect(record.containerSize == CGSize(width: 375, height: 667))
        #expect(record.frames == [CGRect(x: 200, y: 10, width: 100, height: 50), CGRect(x: 0, y: -30, width: 375, height: 30)])
        #expect(record.bounds == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 0, width: 375, height: 30)])
        #expect(record.centers == [CGPoint(x: 250, y: 35), CGPoint(x: 187.5, y: -15)])
        #expect(record.categories == [.cell, .supplementaryView])
        #expect(record.kinds == [nil, "header"])
        #expect(record.names == ["cell", "header"])
        #expect(record.indexPaths == [IndexPath(item: 2, section: 1), IndexPath(item: 0, section: 1)])
        #expect(record.transformsBefore == [.identity, .identity])

        let half = Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        #expect(items[0].presentation == ElementPresentation(alpha: 0.25, transform: half, transform3D: nil, zIndex: 7,
                                                             isHidden: false, center: Point(x: 220, y: 39)))
        #expect(items[1].presentation == ElementPresentation(alpha: 0.25, transform: half, transform3D: nil, zIndex: 7,
                                                             isHidden: true, center: Point(x: 157.5, y: -11)))
        // The layout's frames are untouched.
        #expect(items[0].frame == Rect(x: 200, y: 10, width: 100, height: 50))
    }

    @Test("a three dimensional transform is what is drawn") func aThreeDimensionalTransformIsWhatIsDrawn() throws {
        var turned = CATransform3DIdentity
        turned.m34 = -1.0 / 500
        turned = CATransform3DRotate(turned, .pi / 4, 0, 1, 0)
        let section = Self.makeSection()
        var readBack: CATransform3D?
        section.visibleItemsInvalidationHandler = { [turned] items, _, _ in
            items[0].transform3D = turned
            readBack = items[0].transform3D
        }
        let handler = try #require(section.layoutSection.visibleItemsInvalidationHandler)
        let items = Self.engineItems()
        handler(items, offset: .zero, environment: Self.environment)
        #expect(readBack == turned)
        #expect(items[0].presentation?.transform3D == turned.transform3D)
        #expect(items[0].presentation?.drawnTransform == turned.transform3D)
        #expect(items[1].presentation == nil)
    }

    @Test("setting the affine transform sets its three dimensional form") func settingTheAffineTransformSetsItsThreeDimensionalForm() throws {
        let section = Self.makeSection()
        var readBack: CATransform3D?
        section.visibleItemsInvalidationHandler = { items, _, _ in
            items[0].transform = CGAffineTransform(translationX: 3, y: 4)
            readBack = items[0].transform3D
        }
        let handler = try #require(section.layoutSection.visibleItemsInvalidationHandler)
        handler(Self.engineItems(), offset: .zero, environment: Self.environment)
        #expect(readBack == CATransform3DMakeTranslation(3, 4, 0))
    }

    @Test("the section hands the engine one handler until it is replaced") func theSectionHandsTheEngineOneHandlerUntilItIsReplaced() throws {
        let section = Self.makeSection()
        #expect(section.layoutSection.visibleItemsInvalidationHandler == nil)
        section.visibleItemsInvalidationHandler = { _, _, _ in }
        let first = try #require(section.layoutSection.visibleItemsInvalidationHandler)
        section.interGroupSpacing = 8
        #expect(section.layoutSection.visibleItemsInvalidationHandler == first)
        section.visibleItemsInvalidationHandler = { _, _, _ in }
        #expect(section.layoutSection.visibleItemsInvalidationHandler != first)
        section.visibleItemsInvalidationHandler = nil
        #expect(section.layoutSection.visibleItemsInvalidationHandler == nil)
    }

    @Test("a solved layout gives the handler and its environment") func aSolvedLayoutGivesTheHandlerAndItsEnvironment() throws {
        let record = Record()
        let section = Self.makeSection()
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            record.offset = offset
            record.containerSize = environment.container.contentSize
            record.indexPaths = items.map(\.indexPath)
        }
        let layout = UICollectionViewCompositionalLayout { _, _ in section }
        let first = try layout.compositionalLayout.solve(container: Size(width: 320, height: 480), itemCounts: [3])
        let second = try layout.compositionalLayout.solve(container: Size(width: 320, height: 480), itemCounts: [3])
        let handler = try #require(first.visibleItemsInvalidationHandler(inSection: 0))
        #expect(second.visibleItemsInvalidationHandler(inSection: 0) == handler)

        let cell = try #require(first.attributesForItem(at: IndexPath(item: 1, section: 0), offsets: first.initialOffsets))
        handler([VisibleLayoutItem(attributes: cell)], offset: Point(x: 12, y: 0), environment: first.layoutEnvironment)
        #expect(record.offset == CGPoint(x: 12, y: 0))
        #expect(record.containerSize == CGSize(width: 320, height: 480))
        #expect(record.indexPaths == [IndexPath(item: 1, section: 0)])
    }

    @Test("categories are UIKits") func categoriesAreUIKits() {
        #expect(UICollectionView.ElementCategory.cell.rawValue == 0)
        #expect(UICollectionView.ElementCategory.supplementaryView.rawValue == 1)
        #expect(UICollectionView.ElementCategory.decorationView.rawValue == 2)
        #expect(UICollectionView.ElementCategory(.decoration) == .decorationView)
        #expect(UICollectionView.ElementCategory.supplementaryView.elementCategory == .supplementary)
    }
}
