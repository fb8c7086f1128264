import CollectionLayout
@testable import CollectionView
import Testing

/// The frame planner's decisions as tables, with no display and no renderer.
@Suite("The frame planner: what each frame draws, moves and shows")
struct FramePlannerTests {
    typealias Key = DrawnFrame.Key
    typealias Box = PixelRegion.Box

    static let phone = Size(width: 375, height: 667)

    static func cell(_ item: Int, section: Int = 0) -> Key {
        Key(LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: section), frame: .zero, zIndex: 0))
    }

    /// A list frame: rows 44 tall from the top of the content, seen from `offset`.
    static func list(offset: Double, size: Size = phone, selection: IndexPath? = nil, orthogonal: [Int: Double] = [:],
                     moved: [Key: Rect] = [:]) -> DrawnFrame {
        var frames: [Key: Rect] = [:]
        for item in 0..<20 { frames[cell(item)] = Rect(x: 0, y: Double(item) * 44 - offset, width: size.width, height: 44) }
        frames.merge(moved) { $1 }
        return DrawnFrame(size: size, mainOffset: offset, orthogonal: orthogonal, selection: selection, frames: frames)
    }

    static func plan(_ frame: DrawnFrame, after last: DrawnFrame?, axis: Axis = .vertical,
                     strips: [Int: Rect] = [:], sections: [Key: Int] = [:]) -> FramePlanner.Plan {
        FramePlanner.plan(frame, after: last, axis: axis, strip: { strips[$0] }, section: { sections[$0] })
    }

    @Test("main-axis scrolls: the strip drawn and where the rest lands, or a full frame", arguments: [
        // (last offset, new offset, plan)
        (0.0, 0.0, FramePlanner.Plan.unchanged),
        (0.0, 56.0, .scroll(delta: 56, strip: Rect(x: 0, y: 611, width: 375, height: 56), kept: Rect(x: 0, y: 0, width: 375, height: 611))),
        (100.0, 44.0, .scroll(delta: -56, strip: Rect(x: 0, y: 0, width: 375, height: 56), kept: Rect(x: 0, y: 56, width: 375, height: 611))),
        (0.0, 333.0, .scroll(delta: 333, strip: Rect(x: 0, y: 334, width: 375, height: 333), kept: Rect(x: 0, y: 0, width: 375, height: 334))),
        // Half a viewport or more: drawing it all costs no more than the strip.
        (0.0, 333.5, .full), (0.0, 334.0, .full), (400.0, 0.0, .full),
        // Between pixels: moved pixels would not be what a full draw gives.
        (0.0, 10.5, .full),
    ])
    func mainScroll(last: Double, offset: Double, expected: FramePlanner.Plan) {
        #expect(Self.plan(Self.list(offset: offset), after: Self.list(offset: last)) == expected)
    }

    @Test("anything but a pure scroll is drawn whole")
    func fullFrames() {
        let last = Self.list(offset: 0)
        #expect(Self.plan(last, after: nil) == .full)
        #expect(Self.plan(Self.list(offset: 0, size: Size(width: 375, height: 700)), after: last) == .full)
        #expect(Self.plan(Self.list(offset: 0, selection: IndexPath(item: 3, section: 0)), after: last) == .full)
        // A pinned header stays while the rows move: the picture did not just move.
        let header = Key(LayoutAttributes(category: .supplementary, elementKind: "header", indexPath: IndexPath(item: 0, section: 0), frame: .zero, zIndex: 0))
        let pinnedBefore = Self.list(offset: 0, moved: [header: Rect(x: 0, y: 0, width: 375, height: 30)])
        let pinnedAfter = Self.list(offset: 56, moved: [header: Rect(x: 0, y: 0, width: 375, height: 30)])
        #expect(Self.plan(pinnedAfter, after: pinnedBefore) == .full)
    }

    @Test("a horizontal layout scrolls along x")
    func horizontal() {
        let size = Size(width: 800, height: 600)
        let last = DrawnFrame(size: size, mainOffset: 0, orthogonal: [:], selection: nil, frames: [Self.cell(0): Rect(x: 0, y: 0, width: 100, height: 600)])
        let frame = DrawnFrame(size: size, mainOffset: 30, orthogonal: [:], selection: nil, frames: [Self.cell(0): Rect(x: -30, y: 0, width: 100, height: 600)])
        #expect(Self.plan(frame, after: last, axis: .horizontal)
                == .scroll(delta: 30, strip: Rect(x: 770, y: 0, width: 30, height: 600), kept: Rect(x: 0, y: 0, width: 770, height: 600)))
    }

    @Test("a carousel moving alone redraws its strip on whole pixels, and nothing when it is out of view")
    func orthogonalStrips() {
        let card = Self.cell(0, section: 1)
        let last = Self.list(offset: 0, orthogonal: [1: 0], moved: [card: Rect(x: 0, y: 100, width: 300, height: 200)])
        let moved = Self.list(offset: 0, orthogonal: [1: 40], moved: [card: Rect(x: -40, y: 100, width: 300, height: 200)])
        #expect(Self.plan(moved, after: last, strips: [1: Rect(x: 0, y: 99.5, width: 375, height: 200.25)], sections: [card: 1])
                == .strips([Rect(x: 0, y: 99, width: 375, height: 201)]))
        #expect(Self.plan(moved, after: last, strips: [1: Rect(x: 0, y: 900, width: 375, height: 200)], sections: [card: 1]) == .unchanged)
        // An element of no moved section changed too: everything.
        #expect(Self.plan(moved, after: last, strips: [1: Rect(x: 0, y: 100, width: 375, height: 200)], sections: [:]) == .full)
    }

    @Test("a scroll moves only the painted pixels while they are under half the window", arguments: [
        (Rect(x: 0, y: 100, width: 375, height: 333), true),
        (Rect(x: 0, y: 100, width: 375, height: 334), false),
    ])
    func pixelMoves(painted: Rect, sparse: Bool) {
        let (dx, dy, move) = FramePlanner.move(by: 56, axis: .vertical, size: Self.phone, painted: PaintedArea(rects: [painted]))
        #expect(dx == 0 && dy == -56)
        if sparse {
            let top = Int(painted.minY), bottom = Int(painted.maxY)
            #expect(move == .painted(moved: [Box(x0: 0, y0: top - 56, x1: 375, y1: bottom - 56)],
                                     uncovered: [Box(x0: 0, y0: bottom - 56, x1: 375, y1: bottom)]))
        } else {
            #expect(move == .whole)
        }
    }

    @Test("a strip is shown as its painted boxes and a clear of the rest, or whole once mostly painted")
    func stripShows() {
        let strip = Rect(x: 0, y: 611, width: 375, height: 56)
        #expect(FramePlanner.show(strip: strip, painted: PaintedArea(), size: Self.phone)
                == .painted(shown: [], cleared: [Box(x0: 0, y0: 611, x1: 375, y1: 667)]))
        #expect(FramePlanner.show(strip: strip, painted: PaintedArea(rects: [Rect(x: 10, y: 600, width: 20, height: 20.5)]), size: Self.phone)
                == .painted(shown: [Box(x0: 10, y0: 611, x1: 30, y1: 621)],
                            cleared: [Box(x0: 0, y0: 611, x1: 10, y1: 621), Box(x0: 30, y0: 611, x1: 375, y1: 621), Box(x0: 0, y0: 621, x1: 375, y1: 667)]))
        #expect(FramePlanner.show(strip: strip, painted: PaintedArea(rects: [Rect(x: 0, y: 611, width: 188, height: 56)]), size: Self.phone)
                == .whole(Box(x0: 0, y0: 611, x1: 375, y1: 667)))
    }
}
