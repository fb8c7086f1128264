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

extension InspectorOverlayTests {
    @Test("controls are outlined and named with their state on a pill above them, kept inside the screen")
    func controls() {
        var toggle = ViewTreeNode(className: "UISwitch", frame: Rect(x: 300, y: 100, width: 51, height: 31))
        toggle.state = [ViewStateMember(name: "isOn", json: "true")]
        let label = ViewTreeNode(className: "UILabel", frame: Rect(x: 16, y: 100, width: 200, height: 20), text: "Wi-Fi")
        let root = ViewTreeNode(className: "UIView", frame: Rect(x: 0, y: 0, width: 375, height: 667), subviews: [label, toggle])
        let canvas = RecordingCanvas()
        let measurer = FixedWidthMeasurer()
        InspectorOverlay(canvas: canvas, measurer: measurer).drawControls(of: root, at: Point(x: 0, y: 0))
        #expect(canvas.operations.contains(.stroke(Rect(x: 300, y: 100, width: 51, height: 31), InspectorPalette.control, radius: 0, width: 1)))
        let strokes = canvas.operations.filter { if case .stroke = $0 { return true } else { return false } }
        #expect(strokes.count == 1, "the label is not a control")
        let named = canvas.operations.compactMap { operation -> (String, Double)? in
            guard case .text(let text, _, _, let x, _) = operation else { return nil }
            return (text, x)
        }
        #expect(named.map(\.0) == ["UISwitch isOn: true"])
        // The pill would run past the screen's right edge at x 300: it ends at 375 instead.
        let pill = canvas.operations.compactMap { operation -> Rect? in
            guard case .fill(let rect, let color, _) = operation, color == InspectorPalette.control else { return nil }
            return rect
        }
        #expect(pill.count == 1 && pill[0].maxX == 375 && pill[0].maxY <= 100)
    }
}
