import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `UIScrollView.bounces`: on, a drag pulls the content past its top; off, it stops there.
@Suite(.serialized) @MainActor struct BouncesTests {
    static let host = LayoutHost(size: Size(width: 400, height: 600))

    /// Where the content is while a drag from y 100 to 300 holds it.
    private func pulled(bounces: Bool) throws -> Double {
        let rows = FortyRowsViewController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: rows, host: Self.host) }
        rows.collectionView.bounces = bounces
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        screen.pointerPressed(at: Point(x: 200, y: 100), time: 0, now: 0)
        for step in 1...10 {
            screen.pointerMoved(to: Point(x: 200, y: 100 + Double(step) * 20), time: Double(step) * 16, now: Double(step) * 0.016)
        }
        return screen.mainOffset
    }

    @Test("a drag down at the top pulls the content past it when bouncing, and not at all when not")
    func pullAtTop() throws {
        #expect(try pulled(bounces: true) < -20)
        #expect(try pulled(bounces: false) == 0)
    }
}
