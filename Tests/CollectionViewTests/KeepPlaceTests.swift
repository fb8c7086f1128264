import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing

/// A layout edited in place (`--watch`) shows the new one where the old one was.
@Suite("Keeping the place across a changed layout")
struct KeepPlaceTests {
    /// Rows `height` tall, 100 of them, with carousels of `behavior` in a second section.
    func layout(height: Double, behavior: OrthogonalScrollingBehavior = .groupPaging) -> CompositionalLayout {
        CompositionalLayout { index, _ in
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 0 {
                let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                   subitems: [item])
                return LayoutSection(group: group)
            }
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(100)),
                                               subitems: [item])
            var section = LayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            return section
        }
    }

    let data = ContentProviderDataSource(itemCounts: [100, 10]) { _ in CellContent(background: .white) }
    let size = Size(width: 375, height: 667)

    @Test("the first visible row keeps its place on screen when rows grow")
    func mainAxis() throws {
        let before = try CollectionScreen(layout: layout(height: 44), dataSource: data, size: size)
        before.setMainOffset(168)
        #expect(before.firstVisibleItem() == IndexPath(item: 3, section: 0))
        let after = try CollectionScreen(layout: layout(height: 60), dataSource: data, size: size)
        after.keepPlace(of: before)
        // Row 3 was 36 points above the top (132 at 168); at 60 a row it starts at 180: 216.
        #expect(after.mainOffset == 216)
        #expect(after.firstVisibleItem() == IndexPath(item: 3, section: 0))
    }

    @Test("a carousel stays on its group; one that no longer scrolls sideways is let go")
    func orthogonal() throws {
        let before = try CollectionScreen(layout: layout(height: 44), dataSource: data, size: size)
        before.setMainOffset(44 * 100)  // clamped to the end, 3833: the carousel is at 567 on screen
        before.pointerMoved(to: Point(x: 100, y: 600))
        before.scroll(key: .right, now: 1)
        for step in 1...60 { before.step(now: 1 + Double(step) / 60) }
        #expect(before.orthogonalOffsets == [1: 300])
        let after = try CollectionScreen(layout: layout(height: 44), dataSource: data, size: size)
        after.keepPlace(of: before)
        #expect(after.orthogonalOffsets == [1: 300])
        let flat = try CollectionScreen(layout: layout(height: 44, behavior: .none), dataSource: data, size: size)
        flat.keepPlace(of: before)
        #expect(flat.orthogonalOffsets.isEmpty)
    }
}
