import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Scroll indicators show while the content moves, as long as the share of the content in view
/// and where it is scrolled, then fade; none at rest, none with `showsVerticalScrollIndicator` off.
@Suite(.serialized) @MainActor struct ScrollIndicatorTests {
    static let host = LayoutHost(size: Size(width: 400, height: 600))
    static let barColor = Color.black.withAlpha(0.35)

    private func bars(on screen: CollectionScreen) -> [(Rect, Color)] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations.compactMap { operation -> (Rect, Color)? in
            guard case .fill(let rect, let color, let radius) = operation, radius == 1.5, color.red == 0, color.alpha < 0.4 else { return nil }
            return (rect, color)
        }
    }

    @Test("scrolled, the bar is 3 points wide, 3 from the edge, as long as the share in view, where the content is; it fades after half a second")
    func showsWhileScrollingThenFades() throws {
        let rows = FortyRowsViewController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: rows, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        screen.step(now: 0)
        screen.measureVisible()
        #expect(bars(on: screen).isEmpty, "at rest: none")
        screen.setMainOffset(300)
        screen.step(now: 0.05)
        screen.measureVisible()
        #expect(bars(on: screen).isEmpty, "a jump without animation shows none")
        screen.scrollWheel(dx: 0, dy: 1, shift: false, at: Point(x: 200, y: 300), now: 0.05)
        screen.step(now: 0.1)
        screen.measureVisible()
        let shown = bars(on: screen)
        let offset = Double(rows.collectionView.contentOffset.y)
        #expect(offset > 300, "the wheel moved it")
        // 2,000 points of content in 600: a 594-point track, a bar 594 × 600 / 2000 long, `offset` of 1,400 down it.
        let length = 594.0 * 600 / 2000
        let expected = Rect(x: 394, y: 3 + offset / 1400 * (594 - length), width: 3, height: length)
        #expect(shown.count == 1)
        #expect(abs(shown[0].0.minY - expected.minY) < 1e-9 && shown[0].0.minX == 394 && shown[0].0.width == 3
                && abs(shown[0].0.height - length) < 1e-9, "\(shown)")
        #expect(shown[0].1 == Self.barColor)
        #expect(screen.isAnimating)
        // The wheel's easing comes to rest; half a second later the bar has faded halfway through its 0.3 s.
        var now = 0.1
        while screen.isScrollingMain, now < 2 {
            now += 1.0 / 60
            screen.step(now: now)
            screen.measureVisible()
            _ = bars(on: screen)
        }
        #expect(now < 2)
        let rested = now - 1.0 / 60
        screen.step(now: rested + 0.65)
        let fading = bars(on: screen)
        #expect(fading.count == 1 && abs(fading[0].1.alpha - 0.35 * 0.5) < 1e-6, "\(fading)")
        screen.step(now: rested + 0.81)
        #expect(bars(on: screen).isEmpty)
        #expect(!screen.isAnimating)
    }

    @Test("showsVerticalScrollIndicator off: no bar while scrolling")
    func hidden() throws {
        let rows = FortyRowsViewController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: rows, host: Self.host) }
        rows.collectionView.showsVerticalScrollIndicator = false
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        screen.step(now: 0)
        screen.measureVisible()
        _ = bars(on: screen)
        screen.scrollWheel(dx: 0, dy: 1, shift: false, at: Point(x: 200, y: 300), now: 0.05)
        screen.step(now: 0.1)
        screen.measureVisible()
        #expect(bars(on: screen).isEmpty)
        #expect(rows.collectionView.contentOffset.y > 0, "it scrolled")
    }

    @Test("the bar stays inside the adjusted inset and shortens when pulled past an end; dark screens get a light bar")
    func geometry() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        scrollView.contentSize = CGSize(width: 300, height: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -100)
        let frame = Rect(x: 0, y: 0, width: 300, height: 500)
        // Track from 103 to 497: 394; in view 400 of 1000.
        #expect(ScrollIndicator.bars(of: scrollView, in: frame) == [Rect(x: 294, y: 103, width: 3, height: 394.0 * 400 / 1000)])
        scrollView.contentOffset = CGPoint(x: 0, y: -150)
        #expect(ScrollIndicator.bars(of: scrollView, in: frame) == [Rect(x: 294, y: 103, width: 3, height: 394.0 * 400 / 1000 - 50)])
        #expect(ScrollIndicator.color(for: .default, appearance: .dark) == Color.white.withAlpha(0.35))
        #expect(ScrollIndicator.color(for: .black, appearance: .dark) == Color.black.withAlpha(0.35))
    }
}
