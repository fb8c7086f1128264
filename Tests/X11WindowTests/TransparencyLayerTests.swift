import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// A transparency layer composites what is drawn in it as one picture at its opacity.
    @Suite struct TransparencyLayerTests {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let blue = RGBAColor(red: 0, green: 0, blue: 1)

        @Test("overlapping shapes fade as one picture") func overlappingShapesFadeAsOnePicture() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                canvas.clear(white)
                canvas.beginTransparencyLayer(x: 10, y: 10, width: 100, height: 50, opacity: 0.5)
                canvas.fillRect(x: 10, y: 10, width: 100, height: 50, color: red)
                // Blue over red inside the layer: the layer holds pure blue there, and only that fades.
                canvas.fillRect(x: 60, y: 10, width: 50, height: 50, color: blue)
                // Outside the layer's area nothing is drawn.
                canvas.fillRect(x: 120, y: 10, width: 20, height: 20, color: blue)
                canvas.endTransparencyLayer()
                let image = window.captureImage()
                let pinkish = image.rgba(30, 30), lavender = image.rgba(80, 30)
                #expect(pinkish[0] == 255 && (127...128).contains(pinkish[1]) && pinkish[1] == pinkish[2])
                #expect(lavender[2] == 255 && (127...128).contains(lavender[0]) && lavender[0] == lavender[1])
                #expect(image.rgba(130, 15) == [255, 255, 255, 255])
                #expect(image.rgba(5, 5) == [255, 255, 255, 255])
            }
        }

        @Test("layers nest and respect the clip") func layersNestAndRespectTheClip() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                canvas.clear(white)
                canvas.pushClip(x: 0, y: 0, width: 50, height: 100)
                canvas.beginTransparencyLayer(x: 0, y: 0, width: 100, height: 100, opacity: 0.5)
                canvas.beginTransparencyLayer(x: 0, y: 0, width: 100, height: 100, opacity: 0.5)
                canvas.fillRect(x: 0, y: 0, width: 100, height: 100, color: red)
                canvas.endTransparencyLayer()
                canvas.endTransparencyLayer()
                canvas.popClip()
                // Twice halved: a quarter of red over white.
                let quarter = window.captureImage().rgba(20, 20)
                #expect(quarter[0] == 255 && (190...192).contains(quarter[1]))
                #expect(window.captureImage().rgba(70, 20) == [255, 255, 255, 255])
                // Opacity 1 is the drawing as it is; 0 leaves what was under it.
                canvas.beginTransparencyLayer(x: 0, y: 0, width: 40, height: 40, opacity: 1)
                canvas.fillRect(x: 0, y: 0, width: 40, height: 40, color: blue)
                canvas.endTransparencyLayer()
                canvas.beginTransparencyLayer(x: 200, y: 0, width: 40, height: 40, opacity: 0)
                canvas.fillRect(x: 200, y: 0, width: 40, height: 40, color: blue)
                canvas.endTransparencyLayer()
                let image = window.captureImage()
                #expect(image.rgba(10, 10) == [0, 0, 255, 255])
                #expect(image.rgba(210, 10) == [255, 255, 255, 255])
            }
        }
    }
}
