import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing

/// The paging-modes example at 375x667: section k's strip runs from y = 169k + 44 for 125;
/// groups are 281.25 wide with no spacing, 10 to a section, so each range ends at 2437.5.
/// Sections rest on the whole pixel nearest their behaviour's rest, halves up: group 1 at 281,
/// group 2 at 563 (562.5), the end at 2438.
@Suite("Orthogonal scrolling on screen: drags, flicks, wheels, keys, and where they rest")
struct OrthogonalScrollingTests {
    static func stripY(_ section: Int) -> Double { 169 * Double(section) + 44 + 60 }

    @Test("a slow drag on groupPaging rests on the nearest group")
    func slowDrag() throws {
        let paging = try screen("paging-modes")
        let events = drag(paging, y: Self.stripY(3), from: 300, through: [(290, 10), (200, 100), (100, 200)], releaseAt: 300)
        #expect(events == [.settledOrthogonal(section: 3, offset: 281)])
        #expect(paging.orthogonalOffsets[3] == 281)
    }

    @Test("a fast flick on paging moves exactly one page")
    func flickPaging() throws {
        let paging = try screen("paging-modes")
        let events = drag(paging, y: Self.stripY(2), from: 300, through: [(290, 5), (250, 15), (200, 25), (180, 30)], releaseAt: 30)
        #expect(events == [.settledOrthogonal(section: 2, offset: 375)])
    }

    @Test("a fast flick on continuousGroupLeadingBoundary passes many groups and rests on a boundary (here the end)")
    func flickLeadingBoundary() throws {
        let paging = try screen("paging-modes")
        let events = drag(paging, y: Self.stripY(1), from: 300, through: [(290, 5), (250, 15), (200, 25), (180, 30)], releaseAt: 30)
        #expect(events == [.settledOrthogonal(section: 1, offset: 2438)])
    }

    @Test("a vertical drag over an orthogonal section scrolls the main axis")
    func verticalDrag() throws {
        let paging = try screen("paging-modes")
        var events: [CollectionEvent] = []
        paging.onEvent = { events.append($0) }
        paging.pointerPressed(at: Point(x: 200, y: 300), time: 0, now: 0)
        paging.pointerMoved(to: Point(x: 200, y: 290), time: 10, now: 0.01)
        paging.pointerMoved(to: Point(x: 200, y: 220), time: 100, now: 0.1)
        paging.pointerReleased(at: Point(x: 200, y: 220), time: 200, now: 0.2)
        for tick in 1...60 { paging.step(now: 0.2 + Double(tick) / 60) }
        #expect(events == [.settledMain(offset: 70)])
        #expect(paging.orthogonalOffsets.values.allSatisfy { $0 == 0 || $0 < 0 })
    }

    @Test("a press that stays inside the slop is a tap and selects")
    func tapInsideSlop() throws {
        let paging = try screen("paging-modes")
        let events = drag(paging, y: 100, from: 100, through: [(103, 20)], releaseAt: 40)
        #expect(events == [.select(IndexPath(item: 0, section: 0))])
        #expect(paging.orthogonalOffsets[0] == 0)
    }

    @Test("pulled past the start the section rubber-bands, then springs back to 0")
    func rubberBand() throws {
        let paging = try screen("paging-modes")
        paging.pointerPressed(at: Point(x: 100, y: Self.stripY(3)), time: 0, now: 0)
        paging.pointerMoved(to: Point(x: 110, y: Self.stripY(3)), time: 10, now: 0.01)
        paging.pointerMoved(to: Point(x: 210, y: Self.stripY(3)), time: 100, now: 0.1)
        let shown = try #require(paging.orthogonalOffsets[3])
        #expect(abs(shown - RubberBand.overshoot(distance: -100, extent: 375)) < 1e-9)
        var events: [CollectionEvent] = []
        paging.onEvent = { events.append($0) }
        paging.pointerReleased(at: Point(x: 210, y: Self.stripY(3)), time: 200, now: 0.2)
        for tick in 1...60 { paging.step(now: 0.2 + Double(tick) / 60) }
        #expect(events == [.settledOrthogonal(section: 3, offset: 0)])
    }

    @Test("horizontal and Shift wheels scroll the section under the pointer, and rest in their direction when they pause")
    func wheels() throws {
        let paging = try screen("paging-modes")
        var events: [CollectionEvent] = []
        paging.onEvent = { events.append($0) }
        let point = Point(x: 200, y: Self.stripY(3))
        paging.scrollWheel(dx: 1, dy: 0, shift: false, at: point, now: 0)
        #expect(paging.orthogonalOffsets[3] == 56)
        for tick in 1...60 { paging.step(now: Double(tick) / 60) }
        // One notch forward pages forward, as a released drag going that way would.
        #expect(events == [.settledOrthogonal(section: 3, offset: 281)])
        events = []
        paging.scrollWheel(dx: 0, dy: 3, shift: true, at: point, now: 2)
        #expect(paging.orthogonalOffsets[3]! - 449 == 0)
        for tick in 1...60 { paging.step(now: 2 + Double(tick) / 60) }
        #expect(events == [.settledOrthogonal(section: 3, offset: 563)])
        // The plain vertical wheel still scrolls the main axis.
        paging.scrollWheel(dx: 0, dy: 1, shift: false, at: point, now: 4)
        #expect(paging.mainTarget == 56)
        #expect(paging.orthogonalOffsets[3] == 563)
    }

    /// Wheel notches `seconds` apart over `section`, each left to pause; the rests reported.
    func slowNotches(_ count: Int, section: Int, notches: Double = 1, apart seconds: Double = 1) throws -> (CollectionScreen, [CollectionEvent]) {
        let paging = try screen("paging-modes")
        var events: [CollectionEvent] = []
        paging.onEvent = { events.append($0) }
        for index in 0..<count {
            let start = Double(index) * seconds
            paging.scrollWheel(dx: notches, dy: 0, shift: false, at: Point(x: 200, y: Self.stripY(section)), now: start)
            for tick in 1...Int(seconds * 60) { paging.step(now: start + Double(tick) / 60) }
        }
        return (paging, events)
    }

    @Test("slow notches add up: each pauses, and each pages on from where the last came to rest")
    func slowNotchesAddUp() throws {
        let (_, events) = try slowNotches(3, section: 3)
        #expect(events == [281, 563, 844].map { .settledOrthogonal(section: 3, offset: $0) })
        let (_, centred) = try slowNotches(2, section: 4)
        // Groups 1 and 2 centred: 234.375 and 515.625.
        #expect(centred == [234, 516].map { .settledOrthogonal(section: 4, offset: $0) })
    }

    @Test("a notch that comes while the section snaps goes on from where it was heading")
    func notchesDuringASnap() throws {
        let paging = try screen("paging-modes")
        var events: [CollectionEvent] = []
        paging.onEvent = { events.append($0) }
        let point = Point(x: 200, y: Self.stripY(3))
        paging.scrollWheel(dx: 1, dy: 0, shift: false, at: point, now: 0)
        paging.step(now: 0.2)
        paging.step(now: 0.25)
        let moving = try #require(paging.orthogonalOffsets[3])
        #expect(moving > 56 && moving < 281.25)
        paging.scrollWheel(dx: 1, dy: 0, shift: false, at: point, now: 0.25)
        for tick in 1...60 { paging.step(now: 0.25 + Double(tick) / 60) }
        #expect(events == [.settledOrthogonal(section: 3, offset: 563)])
    }

    @Test("the wheel leaves continuous where it stops, and continuousGroupLeadingBoundary on the next boundary its way")
    func wheelOnContinuous() throws {
        let (continuous, free) = try slowNotches(1, section: 0, notches: 2)
        #expect(free == [.settledOrthogonal(section: 0, offset: 112)])
        #expect(continuous.orthogonalOffsets[0] == 112)
        let (_, boundary) = try slowNotches(1, section: 1, notches: 2)
        #expect(boundary == [.settledOrthogonal(section: 1, offset: 281)])
    }

    @Test("a press that catches a moving carousel stops it; on release it rests on a group, reports it, and selects nothing")
    func catchACarousel() throws {
        let paging = try screen("paging-modes")
        var events: [CollectionEvent] = []
        paging.onEvent = { events.append($0) }
        let y = Self.stripY(1)
        // A flick on continuousGroupLeadingBoundary, caught 100 ms into its glide.
        paging.pointerPressed(at: Point(x: 300, y: y), time: 0, now: 0)
        for (x, ms) in [(290.0, 5.0), (250, 15), (200, 25), (180, 30)] { paging.pointerMoved(to: Point(x: x, y: y), time: ms, now: ms / 1000) }
        paging.pointerReleased(at: Point(x: 180, y: y), time: 30, now: 0.03)
        paging.step(now: 0.13)
        let caught = try #require(paging.orthogonalOffsets[1])
        #expect(caught > 0 && caught < 2437.5)
        paging.pointerPressed(at: Point(x: 200, y: y), time: 130, now: 0.13)
        paging.step(now: 0.2)
        #expect(paging.orthogonalOffsets[1] == caught)
        paging.pointerReleased(at: Point(x: 200, y: y), time: 200, now: 0.2)
        for tick in 1...60 { paging.step(now: 0.2 + Double(tick) / 60) }
        let rest = ((caught / 281.25).rounded() * 281.25 + 0.5).rounded(.down)
        #expect(events == [.settledOrthogonal(section: 1, offset: rest)])
        #expect(paging.selection == nil)
    }

    @Test("a press that catches the main axis gliding stops it; on release it rests on a whole pixel, reports it, and selects nothing")
    func catchTheMainAxis() throws {
        let list = try screen("list")
        var events: [CollectionEvent] = []
        list.onEvent = { events.append($0) }
        list.pointerPressed(at: Point(x: 100, y: 500), time: 0, now: 0)
        for (y, ms) in [(490.0, 5.0), (400, 15), (300, 25), (250, 30)] { list.pointerMoved(to: Point(x: 100, y: y), time: ms, now: ms / 1000) }
        list.pointerReleased(at: Point(x: 100, y: 250), time: 30, now: 0.03)
        list.step(now: 0.2)
        let gliding = list.mainTarget
        list.pointerPressed(at: Point(x: 100, y: 300), time: 200, now: 0.2)
        list.step(now: 0.4)
        #expect(list.mainTarget == gliding)
        list.pointerReleased(at: Point(x: 100, y: 300), time: 400, now: 0.4)
        for tick in 1...60 { list.step(now: 0.4 + Double(tick) / 60) }
        #expect(events == [.settledMain(offset: gliding.rounded())])
        #expect(list.selection == nil)
    }

    @Test("Left and Right step the section under the pointer by one group")
    func arrows() throws {
        let paging = try screen("paging-modes")
        var events: [CollectionEvent] = []
        paging.onEvent = { events.append($0) }
        paging.pointerMoved(to: Point(x: 200, y: Self.stripY(3)), time: 0, now: 0)
        paging.scroll(key: .right, now: 0)
        for tick in 1...60 { paging.step(now: Double(tick) / 60) }
        paging.scroll(key: .right, now: 2)
        for tick in 1...60 { paging.step(now: 2 + Double(tick) / 60) }
        paging.scroll(key: .left, now: 4)
        for tick in 1...60 { paging.step(now: 4 + Double(tick) / 60) }
        #expect(events == [.settledOrthogonal(section: 3, offset: 281), .settledOrthogonal(section: 3, offset: 563),
                           .settledOrthogonal(section: 3, offset: 281)])
    }

    @Test("groupPagingCentered starts with group 0 centred; every section keeps its offset while the main axis scrolls")
    func offsetsPersist() throws {
        let paging = try screen("paging-modes")
        // Group 0 centred is at 140.625 − 187.5 = −46.875: −47 on whole pixels.
        #expect(paging.orthogonalOffsets[4] == -47)
        paging.pointerMoved(to: Point(x: 200, y: Self.stripY(3)), time: 0, now: 0)
        paging.scroll(key: .right, now: 0)
        paging.step(now: 1)
        paging.scrollWheel(notches: 4, now: 1)
        paging.step(now: 2)
        #expect(paging.mainOffset == 224)
        #expect(paging.orthogonalOffsets[3] == 281)
        #expect(paging.orthogonalOffsets[4] == -47)
    }

    @Test("across a resize each section keeps the group it showed, and reports its new rest")
    func resize() throws {
        let paging = try screen("paging-modes")
        var events: [CollectionEvent] = []
        paging.pointerMoved(to: Point(x: 200, y: Self.stripY(3)), time: 0, now: 0)
        for step in 0..<4 {
            paging.scroll(key: .right, now: Double(step))
            paging.step(now: Double(step) + 1)
        }
        #expect(paging.orthogonalOffsets[3] == 4 * 281.25)
        paging.onEvent = { events.append($0) }
        try paging.resize(to: Size(width: 500, height: 667))
        // Groups are now 375 wide: group 4 starts at 1500.
        #expect(paging.orthogonalOffsets[3] == 1500)
        // Centred: 375k + 187.5 − 250, on whole pixels.
        #expect(paging.orthogonalOffsets[4] == -62)
        #expect(events.contains(.settledOrthogonal(section: 3, offset: 1500)))
        #expect(events.contains(.settledOrthogonal(section: 4, offset: -62)))
    }
}

@Suite("Rests on whole pixels, as on a 1x screen")
struct WholePixelRestTests {
    @Test("End and a fling come to rest on whole pixels in every example", arguments: Gallery.all.map(\.name))
    func wholePixels(name: String) throws {
        let shown = try screen(name)
        var events: [CollectionEvent] = []
        shown.onEvent = { events.append($0) }
        shown.scroll(key: .end, now: 0)
        for tick in 1...60 { shown.step(now: Double(tick) / 60) }
        shown.scroll(key: .home, now: 2)
        for tick in 1...60 { shown.step(now: 2 + Double(tick) / 60) }
        // A fling from the middle of the view, caught mid-glide and let go.
        shown.pointerPressed(at: Point(x: 150, y: 500), time: 0, now: 4)
        for (y, ms) in [(490.0, 5.0), (400, 15), (300, 25), (250, 30)] { shown.pointerMoved(to: Point(x: 150, y: y), time: ms, now: 4 + ms / 1000) }
        shown.pointerReleased(at: Point(x: 150, y: 250), time: 30, now: 4.03)
        for tick in 1...300 { shown.step(now: 4.03 + Double(tick) / 60) }
        let offsets = events.compactMap { event -> Double? in
            if case .settledMain(let offset) = event { return offset } else { return nil }
        }
        #expect(!offsets.isEmpty, "\(events)")
        #expect(offsets.allSatisfy { $0 == $0.rounded() }, "\(offsets)")
    }
}
