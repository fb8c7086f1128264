import CollectionLayout
@testable import CollectionView
import XCollectionGallery
import Testing
import TestSupport

@Suite("Painted areas: where a frame painted anything but the background")
struct PaintedAreaTests {

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

    @Test("after scrolled frames, what is noted as painted covers every pixel a fresh frame there paints, and no more",
          arguments: [("list", Size(width: 375, height: 667)), ("list", Size(width: 1280, height: 800)),
                      ("mixed", Size(width: 375, height: 667)), ("mixed", Size(width: 1024, height: 768))])
    func scrolledCoversFresh(example: String, size: Size) throws {
        let bounds = PixelRegion.Box(x0: 0, y0: 0, x1: Int(size.width), y1: Int(size.height))
        let scrolled = try makeScreen(example, size: size)
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
        // Sparse enough to be followed piece by piece, not simply all of the window.
        try #require(scrolled.painted.area < size.width * size.height / 2)
        // What a fresh frame at the same offset paints, noted by a tracker of our own.
        let fresh = try makeScreen(example, size: size)
        fresh.setMainOffset(scrolled.mainOffset)
        let tracker = PaintTrackingCanvas(RecordingCanvas(), background: fresh.dataSource.backgroundColor, measurer: FixedWidthMeasurer(),
                                          bounds: Rect(origin: .zero, size: size))
        fresh.draw(on: tracker, measurer: FixedWidthMeasurer())
        let scrolledPixels = PixelRegion(covering: scrolled.painted.rects, within: bounds)
        let freshPixels = PixelRegion(covering: tracker.painted.rects, within: bounds)
        #expect(freshPixels.subtracting(scrolledPixels).area == 0)
        #expect(scrolledPixels.subtracting(freshPixels).area == 0)
    }

    /// `list` from the gallery, or `mixed`: rows with icons, pills, shadows and borders on
    /// white, some selected — every kind of painting a row can do, sparse enough to follow.
    func makeScreen(_ name: String, size: Size) throws -> CollectionScreen {
        guard name == "mixed" else { return try screen(name, size: size) }
        let grey = Color(hex: 0x8E8E93)
        let data = ContentProviderDataSource(itemCounts: [400]) { path in
            CellContent(background: path.item % 9 == 0 ? Color(hex: 0xF2F2F7) : nil, cornerRadius: path.item % 9 == 0 ? 10 : 0,
                        border: path.item % 13 == 0 ? Border(color: grey, width: 1) : nil,
                        shadow: path.item % 9 == 0 ? Shadow(color: Color(hex: 0x000000, alpha: 0.2)) : nil,
                        padding: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                        icon: path.item % 3 == 0 ? IconTile(size: 28, color: Color(hex: 0x5856D6), glyph: "A") : nil,
                        labels: [TextLabel("Row \(path.item)", font: FontSpec(size: 17))],
                        accessory: path.item % 4 == 0 ? .pill(PillButton(title: "GET", titleColor: Color(hex: 0x007AFF), color: Color(hex: 0xEEEEF0)))
                                                      : .chevron(grey),
                        separator: Separator(color: Color(hex: 0xC6C6C8), leadingInset: 16))
        }
        let screen = try CollectionScreen(layout: Gallery.listLayout(), dataSource: data, size: size)
        screen.pointerPressed(at: Point(x: 100, y: 60))
        screen.pointerReleased(at: Point(x: 100, y: 60))
        return screen
    }

    @Test("merging joins strip pieces of one column and drops covered rects") func mergingJoinsStripPiecesOfOneColumnAndDropsCoveredRects() {
        let area = PaintedArea(rects: [Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 5, width: 10, height: 5),
                                       Rect(x: 0, y: 12, width: 10, height: 5), Rect(x: 2, y: 2, width: 3, height: 3),
                                       Rect(x: 0, y: 0, width: 0, height: 9)])
        #expect(area.rects.count == 4)
        #expect(Set(area.merged().rects.map(\.description)) == ["(0.0, 0.0, 10.0, 10.0)", "(0.0, 12.0, 10.0, 5.0)"])
    }
}
