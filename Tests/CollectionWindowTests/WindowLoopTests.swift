import CollectionLayout
import CollectionView
import CollectionWindow
import Testing
import TestSupport

/// A `CollectionWindow` run in process, on a private Xvfb: the shared test display is where the
/// command-line tests capture the screen.
@Suite("A window in process: its loop, its callbacks and its refusals", .serialized)
struct WindowLoopTests {
    static let size = Size(width: 200, height: 300)

    @Test("run shows frames until stop, numbering them, and a new offset shows")
    func runUntilStopped() throws {
        let server = try PrivateXvfb()
        let data = SnapshotTests.Stripes(count: 30)
        let window = try CollectionWindow(layout: SnapshotTests.layout, dataSource: data, size: Self.size, title: "Loop",
                                          displayName: server.displayName)
        var reports: [FrameReport] = []
        var events: [CollectionEvent] = []
        window.onEvent = { events.append($0) }
        window.onFrame = { report in
            reports.append(report)
            if report.number == 1 {
                window.contentOffset = Point(x: 0, y: 120)
            } else {
                window.stop()
            }
        }
        try window.run()
        #expect(reports.map(\.number) == [1, 2])
        #expect(reports.allSatisfy { $0.cpuTime > 0 && $0.cpuTime < 1 })
        #expect(window.contentOffset == Point(x: 0, y: 120))
        #expect(events.isEmpty)
        withExtendedLifetime(server) {}
    }

    @Test("a layout that cannot be solved, or a size no window has, is thrown, not an exit")
    func refusals() throws {
        let server = try PrivateXvfb()
        // A connection of the test's own keeps the server up between the windows that fail.
        let connection = try Display(name: server.displayName)
        defer { withExtendedLifetime((server, connection)) {} }
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(-5)))
        let bad = CompositionalLayout(section: LayoutSection(group: LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])))
        #expect(throws: LayoutError.self) {
            try CollectionWindow(layout: bad, dataSource: SnapshotTests.Stripes(count: 3), size: Self.size, title: "Bad",
                                 displayName: server.displayName)
        }
        #expect(throws: X11Error.self) {
            try CollectionWindow(layout: SnapshotTests.layout, dataSource: SnapshotTests.Stripes(count: 3),
                                 size: Size(width: 0, height: 300), title: "Empty", displayName: server.displayName)
        }
    }

    @Test("an X server that goes away is thrown from run as the lost connection, and the window is released cleanly")
    func lostServer() throws {
        var server: PrivateXvfb? = try PrivateXvfb()
        var window: CollectionWindow? = try CollectionWindow(layout: SnapshotTests.layout, dataSource: SnapshotTests.Stripes(count: 3),
                                                             size: Self.size, title: "Lost", displayName: server!.displayName)
        window?.onFrame = { _ in server = nil }
        #expect {
            try window?.run()
        } throws: { error in
            (error as? X11Error)?.isConnectionLost == true && "\(error)" == "lost the connection to the X server"
        }
        #expect(server == nil)
        window = nil
    }
}
