import CollectionLayout
import CollectionSnapshotTesting
import CollectionView
import Gallery
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

    @Test func theCarouselHalfWayToTheSecondCard() throws {
        assertSnapshot(of: try Self.dragged("carousel", by: 150, at: 250), as: .image, named: "carousel-dragged")
    }

    @Test func theCoverFlowBetweenTwoCovers() throws {
        assertSnapshot(of: try Self.dragged("cover-flow", by: 120, at: 220), as: .image, named: "cover-flow-dragged")
    }
}
