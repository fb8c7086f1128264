import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// Swipe actions on a list as iOS code configures them, driven through a collection screen's
/// pointer: which side a drag reveals, where a row rests when let go, and what runs.
@Suite @MainActor struct SwipeActionsTests {
    final class Fixture {
        var ran: [String] = []
        var completions: [(Bool) -> Void] = []
        var events: [CollectionEvent] = []
        var callsCompletion = true
        let screen: CollectionScreen

        init(fullSwipe: Bool = true) throws {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            var ran: (String) -> Void = { _ in }
            var completed: (@escaping (Bool) -> Void) -> Void = { _ in }
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                guard indexPath.item != 3 else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran("Delete \(indexPath.item)"); completed(done) }
                let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in ran("Archive \(indexPath.item)"); completed(done) }
                let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
                configuration.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
            }
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            let data = ContentProviderDataSource(itemCounts: [10]) { _ in CellContent() }
            screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: data, size: Size(width: 320, height: 480))
            ran = { [unowned self] in self.ran.append($0) }
            completed = { [unowned self] done in
                if self.callsCompletion { done(true) } else { self.completions.append(done) }
            }
            screen.onEvent = { [unowned self] in self.events.append($0) }
        }

        /// A drag along row `item` (44 points each) from x `from` to x `to` in `steps`, held
        /// still before it is let go when `held`, then a second of frames.
        func drag(item: Int, from: Double, to: Double, held: Bool = true, start: Double = 0) {
            let y = Double(item) * 44 + 22
            screen.pointerPressed(at: Point(x: from, y: y), time: start * 1000, now: start)
            for step in 1...8 {
                let t = start + Double(step) * 0.02
                screen.pointerMoved(to: Point(x: from + (to - from) * Double(step) / 8, y: y), time: t * 1000, now: t)
                // The window steps a frame between moves, as it draws while the row is dragged.
                screen.step(now: t + 0.005)
            }
            let end = start + (held ? 0.3 : 0.17)
            if held { screen.pointerMoved(to: Point(x: to, y: y), time: (end - 0.01) * 1000, now: end - 0.01) }
            screen.pointerReleased(at: Point(x: to, y: y), time: end * 1000, now: end)
            frames(from: end)
        }

        func frames(from start: Double) {
            for tick in 1...60 { screen.step(now: start + Double(tick) / 60) }
        }

        func tap(_ point: Point, at time: Double) {
            screen.pointerPressed(at: point, time: time * 1000, now: time)
            screen.pointerReleased(at: point, time: time * 1000 + 50, now: time + 0.05)
            frames(from: time + 0.05)
        }
    }

    @Test("a slow drag of 100 to the left opens the row: Delete at the trailing edge, Archive beside it, 74 points each")
    func opens() throws {
        let fixture = try Fixture()
        fixture.drag(item: 1, from: 300, to: 200)
        let swipe = try #require(fixture.screen.openSwipe)
        #expect(swipe.indexPath == IndexPath(item: 1, section: 0))
        #expect(swipe.buttonFrames == [Rect(x: 246, y: 44, width: 74, height: 44), Rect(x: 172, y: 44, width: 74, height: 44)])
        #expect(fixture.ran.isEmpty)
    }

    @Test("a slow drag of less than half the buttons closes again; a row without actions does not move")
    func closes() throws {
        let fixture = try Fixture()
        fixture.drag(item: 1, from: 300, to: 240)
        #expect(fixture.screen.openSwipe == nil)
        fixture.drag(item: 3, from: 300, to: 100, start: 2)
        #expect(fixture.screen.openSwipe == nil)
    }

    @Test("a tap on a button runs its action, reports it and closes the row once the action completes")
    func tapRuns() throws {
        let fixture = try Fixture()
        fixture.callsCompletion = false
        fixture.drag(item: 2, from: 300, to: 150)
        fixture.tap(Point(x: 200, y: 2 * 44 + 20), at: 2)
        #expect(fixture.ran == ["Archive 2"])
        #expect(fixture.events.contains(.swipeAction(IndexPath(item: 2, section: 0), action: 1, title: "Archive")))
        #expect(fixture.screen.openSwipe != nil, "the row waits for its action to complete")
        fixture.completions.first?(true)
        fixture.frames(from: 3)
        #expect(fixture.screen.openSwipe == nil)
        #expect(!fixture.events.contains { if case .select = $0 { true } else { false } })
    }

    @Test("a press elsewhere closes an open row and selects nothing; the next tap selects")
    func pressElsewhereCloses() throws {
        let fixture = try Fixture()
        fixture.drag(item: 1, from: 300, to: 150)
        fixture.tap(Point(x: 100, y: 300), at: 2)
        #expect(fixture.screen.openSwipe == nil)
        #expect(fixture.events.isEmpty)
        fixture.tap(Point(x: 100, y: 300), at: 3)
        #expect(fixture.events == [.select(IndexPath(item: 6, section: 0))])
    }

    @Test("a full swipe runs the first action; without full swipes the row stops with resistance past its buttons")
    func fullSwipe() throws {
        let fixture = try Fixture()
        fixture.drag(item: 0, from: 310, to: 40)
        #expect(fixture.ran == ["Delete 0"])
        let stiff = try Fixture(fullSwipe: false)
        stiff.drag(item: 0, from: 310, to: 40)
        #expect(stiff.ran.isEmpty)
        #expect(stiff.screen.openSwipe?.buttonFrames.first?.width == 74)
    }

    @Test("a drag right reveals nothing when the list has no leading actions")
    func noLeadingActions() throws {
        let fixture = try Fixture()
        fixture.drag(item: 1, from: 20, to: 200)
        #expect(fixture.screen.openSwipe == nil)
    }
}
