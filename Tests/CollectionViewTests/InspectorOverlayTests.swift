import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

/// What the inspector draws, on a recording canvas.
@Suite("The inspector overlay")
struct InspectorOverlayTests {
    func fills(_ canvas: RecordingCanvas, color: Color) -> [Rect] {
        canvas.operations.compactMap { operation in
            guard case .fill(let rect, let fill, _) = operation, fill == color else { return nil }
            return rect
        }
    }

    @Test("while a carousel is dragged, a bar marks where it would rest if let go now, and goes with the release")
    func projectedRest() throws {
        let paging = try screen("paging-modes")
        // groupPaging (section 3): strip at y 611–736 in content, 551–676 on screen at 60.
        let y = OrthogonalScrollingTests.stripY(3)
        paging.pointerPressed(at: Point(x: 300, y: y), time: 0, now: 0)
        for (x, ms) in [(290.0, 10.0), (200, 100), (150, 150)] { paging.pointerMoved(to: Point(x: x, y: y), time: ms, now: ms / 1000) }
        let canvas = RecordingCanvas()
        paging.drawInspector(on: canvas, measurer: FixedWidthMeasurer())
        // Locked at 290, so 140 along, moving at 1,000 points a second: groupPaging goes on to
        // group 1 (281), which is 141 ahead of where the content is now.
        #expect(paging.orthogonalOffsets[3] == 140)
        let bars = fills(canvas, color: InspectorPalette.projectedRest)
        #expect(bars == [Rect(x: 140, y: 551, width: 3, height: 125)])
        // Dragged on to 230 along: group 1 is still the rest (a flick pages one group from where
        // the drag began), now 51 ahead.
        paging.pointerMoved(to: Point(x: 60, y: y), time: 170, now: 0.17)
        canvas.clear()
        paging.drawInspector(on: canvas, measurer: FixedWidthMeasurer())
        #expect(fills(canvas, color: InspectorPalette.projectedRest) == [Rect(x: 50, y: 551, width: 3, height: 125)])
        paging.pointerReleased(at: Point(x: 60, y: y), time: 170, now: 0.17)
        canvas.clear()
        paging.drawInspector(on: canvas, measurer: FixedWidthMeasurer())
        #expect(fills(canvas, color: InspectorPalette.projectedRest).isEmpty)
    }
}
