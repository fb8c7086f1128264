import CollectionLayout
import CollectionSnapshotTesting
import CollectionView
import CollectionWindow
import XCollectionGallery
import SnapshotTesting
import Testing

/// The carousel and the cover flow in the middle of a drag, against references reviewed by eye:
/// cards and covers changed by where they are while the strip moves under the pointer.
@Suite("Carousels during a drag")
struct CarouselGoldenTests {
    /// `name` at 375x667 dragged sideways by `distance` points over its strip, still held.
    static func dragged(_ name: String, by distance: Double, at y: Double) throws -> CollectionScreen {
        let example = try #require(Gallery.example(named: name))
        let screen = try CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667))
        screen.pointerPressed(at: Point(x: 300, y: y), time: 0, now: 0)
        for step in 1...10 {
            let ms = Double(step) * 16
            screen.pointerMoved(to: Point(x: 300 - distance * Double(step) / 10, y: y), time: ms, now: ms / 1000)
        }
        return screen
    }

    @Test("the carousel half way to the second card") func theCarouselHalfWayToTheSecondCard() throws {
        assertSnapshot(of: try Self.dragged("carousel", by: 150, at: 250), as: .image, named: "carousel-dragged")
    }

    @Test("the cover flow between two covers") func theCoverFlowBetweenTwoCovers() throws {
        assertSnapshot(of: try Self.dragged("cover-flow", by: 120, at: 220), as: .image, named: "cover-flow-dragged")
    }
}

/// Whatever a handler sets — a card seen edge on or from behind, a scale of zero or a million,
/// numbers that are not numbers — the frame is drawn, without trapping.
@Suite struct ExtremeTransformTests {
    @Test("any transform draws", arguments: [
        Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 50)),
        Transform3D.rotation(angle: .pi * 0.4999, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 50)),
        Transform3D.rotation(angle: .pi * 0.9, x: 1, y: 0, z: 0).concatenating(.perspective(distance: 80)),
        Transform3D.scale(x: 0, y: 0, z: 1), Transform3D.scale(x: 1e6, y: 1e6, z: 1),
        Transform3D([.nan, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, .infinity, 0, 0, 1]),
    ])
    func anyTransformDraws(transform: Transform3D) throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler { items, _, _ in
            for item in items { item.transform3D = transform }
        }
        let source = ContentProviderDataSource(itemCounts: [4], cell: { _ in CellContent(background: Color(hex: 0x5856D6), cornerRadius: 12) })
        let screen = try CollectionScreen(layout: CompositionalLayout(section: section), dataSource: source, size: Size(width: 375, height: 300))
        let image = try CollectionWindow.snapshot(of: screen)
        #expect(image.width == 375 && image.height == 300)
    }
}
