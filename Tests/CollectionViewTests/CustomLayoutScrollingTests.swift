import CollectionLayout
import CollectionView
import Testing

/// A custom layout written against the engine's own protocol, as the window scrolls it: asked
/// about every change of the visible rectangle and prepared again only when it says so, and
/// asked where scrolls rest; and the view's own paging by whole pages.
@Suite struct CustomLayoutScrollingTests {
    /// One column of 100-point rows in a 300-point-wide view; a header at the top of the
    /// visible rectangle when `pinsHeader` (so it must be prepared at each offset); rests on
    /// row boundaries when `snapsToRows`, the next row in the direction of a flick over 0.3
    /// points per millisecond.
    final class RowsLayout: CustomLayout, @unchecked Sendable {
        let pinsHeader: Bool
        let snapsToRows: Bool
        var contexts: [CustomLayoutContext] = []
        var boundsAsked: [Rect] = []
        var proposals: [(proposed: Point, velocity: Point)] = []
        private var count = 0
        private var offset = Point.zero

        init(pinsHeader: Bool = false, snapsToRows: Bool = false) {
            self.pinsHeader = pinsHeader
            self.snapsToRows = snapsToRows
        }

        func prepare(for context: CustomLayoutContext) {
            contexts.append(context)
            count = context.itemCounts.first ?? 0
            offset = context.contentOffset
        }

        var contentSize: Size { Size(width: 300, height: Double(count) * 100) }

        func elements(in rect: Rect) -> [LayoutAttributes] {
            let first = max(0, Int(rect.minY / 100)), last = min(count - 1, Int(rect.maxY / 100))
            var found = first <= last ? (first...last).map { row(at: $0) } : []
            if pinsHeader { found.append(header) }
            return found
        }

        func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            indexPath.item < count ? row(at: indexPath.item) : nil
        }

        private func row(at item: Int) -> LayoutAttributes {
            LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: 0),
                             frame: Rect(x: 0, y: Double(item) * 100, width: 300, height: 100), zIndex: 0)
        }

        private var header: LayoutAttributes {
            LayoutAttributes(category: .supplementary, elementKind: "header", indexPath: IndexPath(item: 0, section: 0),
                             frame: Rect(x: 0, y: offset.y, width: 300, height: 40), zIndex: 1)
        }

        func invalidatesLayout(forBoundsChange newBounds: Rect) -> Bool {
            boundsAsked.append(newBounds)
            return pinsHeader
        }

        func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
            proposals.append((proposed, velocity))
            guard snapsToRows else { return proposed }
            if velocity.y > 0.3 { return Point(x: 0, y: ((proposed.y / 100).rounded(.up)) * 100) }
            if velocity.y < -0.3 { return Point(x: 0, y: ((proposed.y / 100).rounded(.down)) * 100) }
            return Point(x: 0, y: (proposed.y / 100).rounded() * 100)
        }
    }

    private func screen(_ layout: RowsLayout, items: Int = 100) throws -> CollectionScreen {
        let data = ContentProviderDataSource(itemCounts: [items]) { _ in CellContent() }
        return try CollectionScreen(layout: CustomCollectionViewLayout(layout), dataSource: data, size: Size(width: 300, height: 400))
    }

    /// A drag up of 100 points from y 300, 20 points every 10 ms from `start` (seconds), let go
    /// moving: 2 points a millisecond.
    private func flick(_ screen: CollectionScreen, at start: Double) {
        screen.pointerPressed(at: Point(x: 100, y: 300), time: start * 1000, now: start)
        for step in 1...5 {
            screen.pointerMoved(to: Point(x: 100, y: 300 - Double(step) * 20), time: start * 1000 + Double(step) * 10,
                                now: start + Double(step) / 100)
        }
        screen.pointerReleased(at: Point(x: 100, y: 200), time: start * 1000 + 50, now: start + 0.05)
    }

    private func settle(_ screen: CollectionScreen, from start: Double) -> [CollectionEvent] {
        var events: [CollectionEvent] = []
        screen.onEvent = { events.append($0) }
        for tick in 1...600 {
            screen.step(now: start + Double(tick) / 60)
            screen.measureVisible()
        }
        return events
    }

    @Test("each scroll tells the layout the visible rectangle; a layout that says no is not prepared again")
    func boundsChangesAreAskedAbout() throws {
        let layout = RowsLayout()
        let view = try screen(layout)
        #expect(layout.contexts.count == 1)
        #expect(layout.boundsAsked.isEmpty)
        view.setMainOffset(250)
        view.measureVisible()
        view.measureVisible()
        #expect(layout.boundsAsked == [Rect(x: 0, y: 250, width: 300, height: 400)])
        #expect(layout.contexts.count == 1)
    }

    @Test("a layout that says yes is prepared again at the new offset, and what it then gives is drawn")
    func boundsChangesPrepareAgain() throws {
        let layout = RowsLayout(pinsHeader: true)
        let view = try screen(layout)
        view.setMainOffset(250)
        view.measureVisible()
        #expect(layout.contexts.map(\.contentOffset) == [.zero, Point(x: 0, y: 250)])
        let header = view.layout.elements(in: Rect(x: 0, y: 250, width: 300, height: 400), offsets: view.offsets)
            .first { $0.category == .supplementary }
        #expect(header?.frame == Rect(x: 0, y: 250, width: 300, height: 40))
        // Nothing moved: nothing asked, nothing prepared.
        view.measureVisible()
        #expect(layout.contexts.count == 2)
    }

    @Test("a drag past the top tells the layout a negative offset while the content is pulled")
    func rubberBandOffsetsReachTheLayout() throws {
        let layout = RowsLayout(pinsHeader: true)
        let view = try screen(layout)
        view.pointerPressed(at: Point(x: 100, y: 100), time: 0, now: 0)
        view.pointerMoved(to: Point(x: 100, y: 150), time: 16, now: 0.016)
        view.pointerMoved(to: Point(x: 100, y: 250), time: 32, now: 0.032)
        view.measureVisible()
        // 100 points past the top from where the drag locked (y 150), shown through the rubber
        // band as (1 − 1 / (100 · 0.55 / 400 + 1)) · 400 = 48.4, on a whole pixel.
        #expect(layout.contexts.last?.contentOffset == Point(x: 0, y: -48))
        #expect(view.mainOffset == -48)
    }

    @Test("a slow drag let go rests where the layout says, which is told the proposal and a zero velocity")
    func slowReleaseAsksTheLayout() throws {
        let layout = RowsLayout(snapsToRows: true)
        let view = try screen(layout)
        view.pointerPressed(at: Point(x: 100, y: 300), time: 0, now: 0)
        view.pointerMoved(to: Point(x: 100, y: 280), time: 100, now: 0.1)
        view.pointerMoved(to: Point(x: 100, y: 160), time: 200, now: 0.2)
        // Held still 60 ms: released without speed, at offset 120 (the drag locked at y 280).
        view.pointerMoved(to: Point(x: 100, y: 160), time: 240, now: 0.24)
        view.pointerReleased(at: Point(x: 100, y: 160), time: 300, now: 0.3)
        let events = settle(view, from: 0.3)
        #expect(layout.proposals.map(\.proposed) == [Point(x: 0, y: 120)])
        #expect(layout.proposals.map(\.velocity) == [Point(x: 0, y: 0)])
        #expect(events.last == .settledMain(offset: 100))
        #expect(view.mainOffset == 100)
    }

    @Test("a flick's velocity reaches the layout in points per millisecond, and it rests on the layout's answer")
    func flickVelocityIsPointsPerMillisecond() throws {
        let layout = RowsLayout(snapsToRows: true)
        let view = try screen(layout)
        flick(view, at: 0)
        let events = settle(view, from: 0.05)
        let asked = try #require(layout.proposals.first)
        // 20 points every 10 ms: 2 points a millisecond.
        #expect(abs(asked.velocity.y - 2) < 0.01)
        let rest = ((asked.proposed.y / 100).rounded(.up)) * 100
        #expect(events.last == .settledMain(offset: rest))
        #expect(rest > 100)
    }

    @Test("wheel input that comes to rest is asked about once, with the wheel's speed, and eases to the answer")
    func wheelRestAsksTheLayout() throws {
        let layout = RowsLayout(snapsToRows: true)
        let view = try screen(layout)
        view.scrollWheel(notches: 1, now: 0)
        let events = settle(view, from: 0)
        // One notch of 56 over the 120 ms ease: about 0.47 points a millisecond, a flick down.
        #expect(layout.proposals.count == 1)
        #expect(layout.proposals[0].proposed == Point(x: 0, y: 56))
        #expect(layout.proposals[0].velocity.y > 0.3)
        #expect(events == [.settledMain(offset: 100)])
    }

    @Test("Home and End go to the ends without asking the layout")
    func jumpsToTheEndsAreNotAsked() throws {
        let layout = RowsLayout(snapsToRows: true)
        let view = try screen(layout)
        view.scroll(key: .end, now: 0)
        let events = settle(view, from: 0)
        #expect(layout.proposals.isEmpty)
        #expect(events == [.settledMain(offset: 9600)])
    }

    @Test("paging: a slow drag rests on the nearest page, a flick on the next, and never more than one page away")
    func pagingByTheViewsLength() throws {
        let layout = RowsLayout(snapsToRows: true)
        let view = try screen(layout)
        view.isPagingEnabled = true
        // Slow, 150 points: under half a page of 400, back to page 0.
        view.pointerPressed(at: Point(x: 100, y: 300), time: 0, now: 0)
        view.pointerMoved(to: Point(x: 100, y: 150), time: 100, now: 0.1)
        view.pointerMoved(to: Point(x: 100, y: 150), time: 200, now: 0.2)
        view.pointerReleased(at: Point(x: 100, y: 150), time: 260, now: 0.26)
        #expect(settle(view, from: 0.26).last == .settledMain(offset: 0))
        // A flick of 2 points a millisecond: one page, not the five its momentum would carry.
        flick(view, at: 1)
        #expect(settle(view, from: 1.05).last == .settledMain(offset: 400))
        // A wheel notch turns one page; the layout is never asked while paging.
        view.scrollWheel(notches: 1, now: 20)
        #expect(settle(view, from: 20) == [.settledMain(offset: 800)])
        #expect(layout.proposals.isEmpty)
    }
}
