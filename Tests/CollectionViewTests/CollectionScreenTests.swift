import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing

@Suite("The collection screen: taps, wheel, keys, resizes and its events")
struct CollectionScreenTests {
    func tap(_ screen: CollectionScreen, _ x: Double, _ y: Double) {
        screen.pointerPressed(at: Point(x: x, y: y))
        screen.pointerReleased(at: Point(x: x, y: y))
    }

    @Test("a tap selects the cell under it and reports it", arguments: [
        (0.0, 100.0, 50.0, 1), (0.0, 100.0, 0.0, 0), (100.0, 100.0, 50.0, 3), (44.0 * 94 - 667, 10.0, 666.0, 93),
    ])
    func tapSelects(offset: Double, x: Double, y: Double, item: Int) throws {
        let list = try screen("list")
        list.setMainOffset(offset)
        var events: [CollectionEvent] = []
        list.onEvent = { events.append($0) }
        tap(list, x, y)
        #expect(list.selection == IndexPath(item: item, section: 0))
        #expect(events == [.select(IndexPath(item: item, section: 0))])
    }

    @Test("a press that moves past the slop selects nothing")
    func dragDoesNotSelect() throws {
        let list = try screen("list")
        list.pointerPressed(at: Point(x: 100, y: 50))
        list.pointerMoved(to: Point(x: 100, y: 60))
        list.pointerReleased(at: Point(x: 100, y: 50))
        #expect(list.selection == nil)
    }

    @Test("taps in an orthogonal section find its cells where they are scrolled to, and nothing in the gaps",
          arguments: [(10.0, nil as Int?), (200.0, 0), (350.0, 1), (374.0, 1)])
    func orthogonalHitTest(x: Double, item: Int?) throws {
        let appStore = try screen("appstore")
        #expect(appStore.item(at: Point(x: x, y: 100)) == item.map { IndexPath(item: $0, section: 0) })
    }

    @Test("the wheel scrolls 56 a notch, eases, and reports where it settles")
    func wheel() throws {
        let list = try screen("list")
        var events: [CollectionEvent] = []
        list.onEvent = { events.append($0) }
        list.scrollWheel(notches: 3, now: 1)
        #expect(list.mainTarget == 168)
        list.step(now: 1.05)
        #expect(list.mainOffset > 0 && list.mainOffset < 168)
        #expect(events.isEmpty)
        list.step(now: 1.2)
        #expect(list.mainOffset == 168)
        #expect(events == [.settledMain(offset: 168)])
        #expect(list.firstVisibleItem() == IndexPath(item: 3, section: 0))
    }

    @Test("End pressed again just after the ease to the end ended reports where it settled")
    func settleReportedWhenAStepGoesNowhere() throws {
        let list = try screen("list")
        var events: [CollectionEvent] = []
        list.onEvent = { events.append($0) }
        list.scroll(key: .end, now: 0)
        list.step(now: 0.05)
        list.scroll(key: .end, now: 0.13)
        list.step(now: 0.135)
        list.step(now: 1)
        #expect(events == [.settledMain(offset: 44 * 94 - 667)])
    }

    @Test("keys: arrows a notch, pages a view less a notch, Home and End to the ends", arguments: [
        (ScrollKey.down, 56.0), (.up, 0), (.pageDown, 611), (.end, 44 * 94 - 667), (.home, 0),
    ])
    func keys(key: ScrollKey, target: Double) throws {
        let list = try screen("list")
        list.scroll(key: key, now: 0)
        list.step(now: 1)
        #expect(list.mainOffset == target)
    }

    @Test("a resize re-solves and keeps the first visible item where it was on screen", arguments: [
        // Grid rows are a fifth of the width: 75 at 375, 100 at 500. Item 20 starts row 4, inset 5.
        (300.0, Size(width: 500, height: 667), 400.0),
        (330.0, Size(width: 500, height: 667), 430.0),
        (330.0, Size(width: 250, height: 667), 230.0),
    ])
    func resizeKeepsAnchor(offset: Double, size: Size, expected: Double) throws {
        let grid = try screen("grid")
        grid.setMainOffset(offset)
        #expect(grid.firstVisibleItem() == IndexPath(item: 20, section: 0))
        try grid.resize(to: size)
        #expect(grid.mainOffset == expected)
        #expect(grid.layout.containerSize == size)
        #expect(grid.firstVisibleItem() == IndexPath(item: 20, section: 0))
    }

    @Test("a resize that leaves less to scroll clamps the offset")
    func resizeClamps() throws {
        let list = try screen("list")
        list.setMainOffset(44 * 94 - 667)
        try list.resize(to: Size(width: 375, height: 900))
        #expect(list.mainOffset == 44 * 94 - 900)
    }

    @Test("nothing to draw until something changes")
    func needsDisplay() throws {
        let list = try screen("list")
        #expect(list.needsDisplay)
        _ = record(list)
        #expect(!list.needsDisplay)
        list.step(now: 5)
        #expect(!list.needsDisplay)
        list.scrollWheel(notches: 1, now: 5)
        #expect(list.needsDisplay)
    }
}
