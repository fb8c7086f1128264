import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A layer's `shadowPath` is the shape that casts its shadow, as in Core Animation: a strip under
/// a card casts a shadow only there, an oval's shadow is the oval's, and a clear view with a path
/// still casts one.
@Suite @MainActor struct ShadowPathTests {
    func shadowImages(of view: UIView) -> [(Int, Int, Rect)] {
        let canvas = RecordingCanvas()
        ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(view, at: Point(x: 10, y: 10))
        return canvas.operations.compactMap {
            if case .image(let width, let height, let rect, _, _) = $0 { return (width, height, rect) }
            return nil
        }
    }

    func card(path: UIBezierPath?) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.backgroundColor = .systemBackground
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = .zero
        card.layer.shadowPath = path?.cgPath
        return card
    }

    @Test("with no path the shadow is the card's; with a strip along its bottom, only the strip's")
    func aStripCastsTheShadow() throws {
        // A blur of standard deviation 4 reaches 12 pixels past the shape on each side.
        let whole = try #require(shadowImages(of: card(path: nil)).first)
        #expect(whole.0 == 124 && whole.1 == 84)
        #expect(whole.2 == Rect(x: -2, y: -2, width: 124, height: 84))
        let strip = try #require(shadowImages(of: card(path: UIBezierPath(rect: CGRect(x: 0, y: 56, width: 100, height: 8)))).first)
        #expect(strip.0 == 124 && strip.1 == 32)
        #expect(strip.2 == Rect(x: -2, y: 54, width: 124, height: 32))
    }

    @Test("an unblurred shadow fills the path's shape, an oval's with its rounding, on a clear view too")
    func unblurredOval() throws {
        let view = card(path: UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 60, height: 60)))
        view.backgroundColor = .clear
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 0, height: 3)
        let canvas = RecordingCanvas()
        ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(view, at: Point(x: 10, y: 10))
        let fills = canvas.operations.compactMap { operation -> (Rect, Color, Double)? in
            if case .fill(let rect, let color, let radius) = operation { return (rect, color, radius) }
            return nil
        }
        // The oval, 3 points down, rounded to a circle, in black at the opacity (a Float, 0.2).
        let shadow = try #require(fills.first)
        #expect(shadow.0 == Rect(x: 30, y: 13, width: 60, height: 60) && shadow.2 == 30)
        #expect(abs(shadow.1.alpha - 0.2) < 1e-6 && shadow.1.red == 0)
    }
}
