import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// A transformed layer on the server: what it leaves undrawn shows what is under it, and it
    /// is placed, scaled and faded as its transform and opacity say.
    @Suite struct TransformedLayerTests {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let blue = RGBAColor(red: 0, green: 0, blue: 1)
        let white = RGBAColor(red: 1, green: 1, blue: 1)

        /// Halves a 100x100 layer holding a blue card with 20-point corners onto (50, 50), at `opacity`.
        func drawHalvedCard(on canvas: BackBufferCanvas, opacity: Double) {
            canvas.beginTransformedLayer(width: 100, height: 100, transform: [0.5, 0, 0, 0, 0.5, 0, 50, 50, 1],
                                         opacity: opacity, background: white)
            canvas.fillRoundedRect(x: 0, y: 0, width: 100, height: 100, radius: 20, color: blue)
            canvas.endTransformedLayer()
        }

        @Test("a scaled cards corners show what is under it") func aScaledCardsCornersShowWhatIsUnderIt() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                canvas.clear(red)
                drawHalvedCard(on: canvas, opacity: 1)
                let image = window.captureImage()
                // The corner of the layer's square, outside the card's rounded corner: still red,
                // never the background the layer was given.
                #expect(image.rgba(51, 51) == [255, 0, 0, 255])
                // The middle of the card, at half size: (50, 50) to (100, 100).
                #expect(image.rgba(75, 75) == [0, 0, 255, 255])
                #expect(image.rgba(98, 75) == [0, 0, 255, 255])
                #expect(image.rgba(102, 75) == [255, 0, 0, 255])
                #expect(image.rgba(75, 102) == [255, 0, 0, 255])
            }
        }

        @Test("a scaled card fades at its opacity") func aScaledCardFadesAtItsOpacity() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                canvas.clear(red)
                drawHalvedCard(on: canvas, opacity: 0.5)
                let half = window.captureImage().rgba(75, 75)
                #expect((127...128).contains(half[0]) && half[1] == 0 && (127...128).contains(half[2]))
                #expect(window.captureImage().rgba(51, 51) == [255, 0, 0, 255])
            }
        }
    }
}
