import CollectionLayout
import CollectionView
import CollectionWindow
import Foundation
import Testing
import TestSupport

/// `schedule(after:)`: user code on the window's loop while it runs, at the time asked.
@Suite("Timers on the window's loop", .serialized)
struct ScheduleTests {
    @Test("timers run in the order they are due, not before, and a timer can change what shows and stop the loop")
    func timers() throws {
        let server = try PrivateXvfb()
        defer { withExtendedLifetime(server) {} }
        let window = try CollectionWindow(layout: SnapshotTests.layout, dataSource: SnapshotTests.Stripes(count: 30),
                                          size: WindowLoopTests.size, title: "Timers", displayName: server.displayName)
        var ran: [(String, Double)] = []
        let start = MonotonicClock.now()
        window.schedule(after: 0.15) {
            ran.append(("late", MonotonicClock.now() - start))
            window.stop()
        }
        window.schedule(after: 0.05) {
            ran.append(("early", MonotonicClock.now() - start))
            window.contentOffset = Point(x: 0, y: 90)
        }
        window.schedule(after: 0) { ran.append(("now", MonotonicClock.now() - start)) }
        try window.run()
        #expect(ran.map(\.0) == ["now", "early", "late"])
        #expect(ran[1].1 >= 0.05)
        #expect(ran[2].1 >= 0.15)
        #expect(window.contentOffset == Point(x: 0, y: 90))
    }
}
