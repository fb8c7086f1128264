import CollectionLayout
@testable import CollectionView
import Testing

@Suite("Painted areas: where a frame painted anything but the background")
struct PaintedAreaTests {
    let bounds = PixelRegion.Box(x0: 0, y0: 0, x1: 375, y1: 667)

    @Test("a list frame notes each row's text, chevron and separator, and none of the white")
    func listRows() throws {
        let list = try screen("list")
        _ = record(list)
        let firstRow = list.painted.rects.filter { $0.minY < 44 }.sorted { $0.minX < $1.minX }
        // The text's line with half a line of room above and below (this canvas does not say
        // where glyphs went), the chevron with room for its joins, and the separator exactly.
        #expect(firstRow == [Rect(x: 8, y: 6.199999999999999, width: 64, height: 32), Rect(x: 16, y: 43, width: 359, height: 1),
                             Rect(x: 347, y: 12, width: 16, height: 21)])
        #expect(list.painted.rects.count == 46)
        #expect(list.painted.area < 0.2 * 375 * 667)
    }

    @Test("after scrolled frames, what is noted as painted covers every pixel a fresh frame there paints",
          arguments: ["list", "appstore", "badges", "flow-feed"])
    func scrolledCoversFresh(example: String) throws {
        let scrolled = try screen(example)
        _ = record(scrolled)
        var now = 0.0
        var scrolledFrames = 0
        for notch in 0..<24 {
            scrolled.scrollWheel(notches: notch < 16 ? 1 : -1, now: now)
            now += 1.0 / 60
            scrolled.step(now: now)
            if case .scrolled = scrolled.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer()) { scrolledFrames += 1 }
        }
        #expect(scrolledFrames > 10)
        #expect(scrolled.mainOffset > 0)
        // What a fresh frame at the same offset paints, noted by a tracker of our own.
        let fresh = try screen(example)
        fresh.setMainOffset(scrolled.mainOffset)
        let tracker = PaintTrackingCanvas(RecordingCanvas(), background: fresh.dataSource.backgroundColor, measurer: FixedWidthMeasurer(),
                                          bounds: Rect(x: 0, y: 0, width: 375, height: 667))
        fresh.draw(on: tracker, measurer: FixedWidthMeasurer())
        let scrolledPixels = PixelRegion(covering: scrolled.painted.rects, within: bounds)
        let freshPixels = PixelRegion(covering: tracker.painted.rects, within: bounds)
        #expect(freshPixels.subtracting(scrolledPixels).area == 0)
        if example == "list" {
            // Sparse enough to be followed exactly: not a pixel more either.
            #expect(scrolledPixels.subtracting(freshPixels).area == 0)
        }
    }

    @Test func mergingJoinsStripPiecesOfOneColumnAndDropsCoveredRects() {
        let area = PaintedArea(rects: [Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 5, width: 10, height: 5),
                                       Rect(x: 0, y: 12, width: 10, height: 5), Rect(x: 2, y: 2, width: 3, height: 3),
                                       Rect(x: 0, y: 0, width: 0, height: 9)])
        #expect(area.rects.count == 4)
        #expect(Set(area.merged().rects.map(\.description)) == ["(0.0, 0.0, 10.0, 10.0)", "(0.0, 12.0, 10.0, 5.0)"])
    }
}
