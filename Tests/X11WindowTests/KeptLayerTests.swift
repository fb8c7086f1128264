import Glibc
import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// Transformed layers kept by what they show: one that only moves by whole pixels is
    /// composited again from its kept picture, without being drawn, and looks as drawn afresh.
    @Suite struct KeptLayerTests {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let gray = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)

        /// A card turned in perspective about its vertical middle, as a cover flow turns its
        /// side covers, its centre moved to (`x`, 100).
        func turned(x: Double) -> [Double] {
            // Row vectors: centre the 100x100 card, turn it 60° about y seen from 500, then move it.
            let angle = Double.pi / 3, d = 500.0
            let c = cos(angle), s = sin(angle)
            let center: [Double] = [1, 0, 0, 0, 1, 0, -50, -50, 1]
            let turn: [Double] = [c, 0, -s / d, 0, 1, 0, 0, 0, 1]
            let place: [Double] = [1, 0, 0, 0, 1, 0, x, 100, 1]
            return multiply(multiply(center, turn), place)
        }

        func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
            var product = [Double](repeating: 0, count: 9)
            for row in 0..<3 {
                for column in 0..<3 {
                    for k in 0..<3 { product[row * 3 + column] += a[row * 3 + k] * b[k * 3 + column] }
                }
            }
            return product
        }

        /// Draws the card under `key` at `x`; how many times its content was drawn.
        func draw(on canvas: BackBufferCanvas, x: Double, key: String) -> Int {
            var drawn = 0
            canvas.drawTransformedLayer(width: 100, height: 100, transform: turned(x: x), opacity: 1, background: white, key: key) {
                drawn += 1
                canvas.fillRoundedRect(x: 0, y: 0, width: 100, height: 100, radius: 12, color: RGBAColor(red: 0.2, green: 0.3, blue: 0.9))
                canvas.fillRect(x: 10, y: 60, width: 60, height: 8, color: white)
            }
            return drawn
        }

        @Test("a card moved by whole pixels is composited from its kept picture as drawn afresh") func aCardMovedByWholePixelsIsCompositedFromItsKeptPictureAsDrawnAfresh() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                canvas.clear(gray)
                #expect(draw(on: canvas, x: 100, key: "cover") == 1)
                // Moved only by whole pixels since the frame before: drawn, and kept.
                canvas.clear(gray)
                #expect(draw(on: canvas, x: 120, key: "cover") == 1)
                canvas.clear(gray)
                #expect(draw(on: canvas, x: 137, key: "cover") == 0)
                let kept = window.captureImage()
                canvas.clear(gray)
                #expect(draw(on: canvas, x: 137, key: "another cover") == 1)
                let fresh = window.captureImage()
                // The same picture, but for the rounding of the server's fixed-point sampling
                // positions, which differ with where the transform puts the card: no channel
                // more than 16 levels off (a moved edge is a hundred or more), and no edge moved.
                let loose = ImageComparison(tolerance: 16, maximumDiffering: 0, forgivesEdges: false).compare(kept, with: fresh)
                #expect(loose.differing == 0, "\(loose.differing) pixels differ by up to \(loose.largestDifference)")
                let exact = ImageComparison.exact.compare(kept, with: fresh)
                #expect(exact.largestDifference <= 16)
                // Turned differently, or moved by part of a pixel, it is drawn again.
                canvas.clear(gray)
                #expect(draw(on: canvas, x: 137.5, key: "cover") == 1)
            }
        }

        @Test("a card turning every frame is never kept") func aCardTurningEveryFrameIsNeverKept() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                for step in 0..<4 {
                    var drawn = 0
                    let scale = 1 - Double(step) * 0.1
                    canvas.drawTransformedLayer(width: 100, height: 100, transform: [scale, 0, 0, 0, scale, 0, 50, 50, 1], opacity: 1,
                                                background: white, key: "scaling") { drawn += 1 }
                    #expect(drawn == 1)
                }
                #expect(canvas.keptLayers["scaling"]?.surface == nil)
            }
        }

        @Test("a card whose content changed is drawn again") func aCardWhoseContentChangedIsDrawnAgain() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                #expect(draw(on: canvas, x: 100, key: "cover, revision 1") == 1)
                #expect(draw(on: canvas, x: 100, key: "cover, revision 1") == 1)
                #expect(draw(on: canvas, x: 100, key: "cover, revision 1") == 0)
                #expect(draw(on: canvas, x: 100, key: "cover, revision 2") == 1)
            }
        }

        @Test("only A move is reused") func onlyAMoveIsReused() {
            let kept = [1.0, 0, -0.002, 0, 1, 0, 10, 20, 1]
            // Moved by (5, -3): the third column times the move, added to the first two.
            let move = KeptLayer.move(from: kept, to: [1 + 5 * -0.002, 3 * 0.002, -0.002, 0, 1, 0, 15, 17, 1])
            #expect(move?.dx == 5 && move?.dy == -3)
            #expect(KeptLayer.move(from: kept, to: [1, 0, -0.003, 0, 1, 0, 10, 20, 1]) == nil)
            #expect(KeptLayer.move(from: kept, to: [1 + 0.5 * -0.002, 0, -0.002, 0, 1, 0, 10.5, 20, 1]) == nil)
        }
    }
}
