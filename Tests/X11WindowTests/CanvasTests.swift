import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// Drawing on a real back buffer, read back with XGetImage.
    @Suite struct CanvasTests {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let blue = RGBAColor(red: 0, green: 0, blue: 1)

        @Test("opaque fill rect is pixel exact") func opaqueFillRectIsPixelExact() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                canvas.clear(white)
                canvas.fillRect(x: 10, y: 10, width: 20, height: 10, color: RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
                window.present()
                let image = window.captureImage()
                #expect(image.width == 320 && image.height == 240)
                #expect(image.rgba(10, 10) == [51, 102, 153, 255])
                #expect(image.rgba(29, 19) == [51, 102, 153, 255])
                #expect(image.rgba(30, 19) == [255, 255, 255, 255])
                #expect(image.rgba(29, 20) == [255, 255, 255, 255])
                #expect(image.rgba(9, 10) == [255, 255, 255, 255])
                let coloured = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] == 51 }.count
                #expect(coloured == 200)
            }
        }

        @Test("translucent colours composite over") func translucentColoursCompositeOver() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.fillRect(x: 0, y: 0, width: 10, height: 10, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
                let value = window.captureImage().rgba(5, 5)
                #expect((127...128).contains(value[0]) && value[0] == value[1] && value[1] == value[2])
            }
        }

        @Test("fractional rect edges are anti aliased") func fractionalRectEdgesAreAntiAliased() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.fillRect(x: 10.5, y: 10, width: 10, height: 5, color: RGBAColor(red: 0, green: 0, blue: 0))
                let image = window.captureImage()
                #expect((100...155).contains(image.rgba(10, 12)[0]))
                #expect(image.rgba(11, 12)[0] == 0)
                #expect((100...155).contains(image.rgba(20, 12)[0]))
                #expect(image.rgba(21, 12)[0] == 255)
            }
        }

        @Test("rounded rect has background corners solid centre and soft edges") func roundedRectHasBackgroundCornersSolidCentreAndSoftEdges() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.fillRoundedRect(x: 50, y: 50, width: 100, height: 60, radius: 16, color: blue)
                let image = window.captureImage()
                for (x, y) in [(50, 50), (149, 50), (50, 109), (149, 109)] {
                    #expect(image.rgba(x, y) == [255, 255, 255, 255], "corner (\(x), \(y))")
                }
                #expect(image.rgba(100, 80) == [0, 0, 255, 255])
                #expect(image.rgba(100, 50) == [0, 0, 255, 255])  // the straight top edge is solid
                #expect(image.rgba(100, 49) == [255, 255, 255, 255])
                // Along the corner's diagonal, coverage rises from nothing to full through partial pixels.
                let diagonal = (0..<16).map { image.rgba(50 + $0, 50 + $0)[0] }
                #expect(diagonal.first == 255 && diagonal.last == 0)
                #expect(diagonal.contains { $0 > 10 && $0 < 245 })
                #expect(zip(diagonal, diagonal.dropFirst()).allSatisfy { $0 >= $1 })
                // Each corner mirrors the others.
                #expect(image.rgba(54, 55) == image.rgba(145, 55))
                #expect(image.rgba(54, 55) == image.rgba(54, 104))
                #expect(image.rgba(54, 55) == image.rgba(145, 104))
            }
        }

        @Test("stroked rounded rect lies inside the rect") func strokedRoundedRectLiesInsideTheRect() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.strokeRoundedRect(x: 20, y: 20, width: 80, height: 50, radius: 10, lineWidth: 2, color: red)
                let image = window.captureImage()
                #expect(image.rgba(60, 19) == [255, 255, 255, 255])
                #expect(image.rgba(60, 20) == [255, 0, 0, 255])
                #expect(image.rgba(60, 21) == [255, 0, 0, 255])
                #expect(image.rgba(60, 22) == [255, 255, 255, 255])
                #expect(image.rgba(99, 45) == [255, 0, 0, 255])
                #expect(image.rgba(100, 45) == [255, 255, 255, 255])
                #expect(image.rgba(60, 45) == [255, 255, 255, 255])
                #expect(image.rgba(20, 20) == [255, 255, 255, 255])
            }
        }

        @Test("clip keeps outside pixels untouched") func clipKeepsOutsidePixelsUntouched() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                let font = try Font(display: session.display, pixelSize: 30)
                canvas.clear(white)
                canvas.pushClip(x: 20, y: 20, width: 40, height: 40)
                canvas.pushClip(x: 0, y: 0, width: 50, height: 240)  // intersected: (20, 20)-(50, 60)
                canvas.fillRect(x: 0, y: 0, width: 320, height: 240, color: red)
                canvas.fillRoundedRect(x: 0, y: 0, width: 320, height: 240, radius: 30, color: blue)
                canvas.fillPolygon([(0, 0), (320, 0), (0, 240)], color: red)
                canvas.strokePolyline([(0, 0), (320, 240)], lineWidth: 6, color: blue)
                canvas.drawText("WWWWWWWW", font: font, x: 0, baseline: 45, color: RGBAColor(red: 0, green: 1, blue: 0))
                canvas.popClip()
                canvas.popClip()
                canvas.fillRect(x: 300, y: 200, width: 5, height: 5, color: red)  // unclipped again
                let image = window.captureImage()
                for y in 0..<240 {
                    for x in 0..<320 where !(20..<50).contains(x) || !(20..<60).contains(y) {
                        if (300..<305).contains(x) && (200..<205).contains(y) { continue }
                        guard image.rgba(x, y) == [255, 255, 255, 255] else {
                            Issue.record("pixel (\(x), \(y)) outside the clip is \(image.rgba(x, y))")
                            return
                        }
                    }
                }
                #expect(image.rgba(302, 202) == [255, 0, 0, 255])
                #expect(image.rgba(20, 59) != [255, 255, 255, 255])
            }
        }

        @Test("empty clip draws nothing") func emptyClipDrawsNothing() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.pushClip(x: 10, y: 10, width: 10, height: 10)
                window.canvas.pushClip(x: 100, y: 100, width: 10, height: 10)
                window.canvas.fillRect(x: 0, y: 0, width: 320, height: 240, color: red)
                window.canvas.popClip()
                window.canvas.popClip()
                #expect(!window.captureImage().pixels.contains(0))
            }
        }

        @Test("polygon and polyline cover their shapes") func polygonAndPolylineCoverTheirShapes() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                canvas.clear(white)
                canvas.fillPolygon([(10, 10), (60, 10), (35, 60)], color: blue)
                canvas.strokePolyline([(100, 20), (130, 50), (100, 80)], lineWidth: 4, color: red)
                let image = window.captureImage()
                #expect(image.rgba(35, 25) == [0, 0, 255, 255])
                #expect(image.rgba(10, 50) == [255, 255, 255, 255])
                #expect(image.rgba(115, 35) == [255, 0, 0, 255])
                #expect(image.rgba(129, 50) == [255, 0, 0, 255])   // the join is filled
                #expect(image.rgba(115, 50) == [255, 255, 255, 255])
                // The slanted edges are anti-aliased: some pixels are between the two colours.
                let row = (95..<140).map { image.rgba($0, 35) }
                #expect(row.contains { $0[1] > 10 && $0[1] < 245 })
            }
        }

        @Test("a small stroke composited from its cached mask has the pixels its triangles give, at any offset")
        func cachedStrokesMatchTriangles() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let canvas = window.canvas
                let chevron = [(x: 1.0, y: 1.0), (x: 7.0, y: 7.5), (x: 1.0, y: 14.0)]
                func draw(at x: Double, _ y: Double) {
                    canvas.strokePolyline(chevron.map { (x: $0.x + x, y: $0.y + y) }, lineWidth: 2, color: RGBAColor(red: 0.3, green: 0.3, blue: 0.35))
                }
                canvas.clear(white)
                canvas.cachesStrokes = true
                for x in [10.0, 40.0, 70.5] { draw(at: x, 20) }
                let cached = window.captureImage()
                canvas.clear(white)
                canvas.cachesStrokes = false
                for x in [10.0, 40.0, 70.5] { draw(at: x, 20) }
                let direct = window.captureImage()
                #expect(cached.pixels == direct.pixels)
                // Something was drawn, and the half-pixel offset drew it differently.
                #expect(cached.rgba(11, 21) != [255, 255, 255, 255])
                let block = { (image: RGBAImage, x0: Int) in (18..<38).flatMap { y in (x0..<(x0 + 14)).flatMap { image.rgba($0, y) } } }
                #expect(block(cached, 9) == block(cached, 39))
                #expect(block(cached, 39) != block(cached, 69))
            }
        }

        @Test("drawings make no protocol errors") func drawingsMakeNoProtocolErrors() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let before = XProtocolErrorCount.value
                let font = try Font(display: session.display, pixelSize: 14)
                DemoScene.draw(on: window.canvas, display: session.display)
                // Degenerate and far-off shapes must be skipped or clamped, never sent as bad requests.
                let canvas = window.canvas
                canvas.fillRect(x: 0, y: 0, width: 0, height: 10, color: red)
                canvas.fillRect(x: -1e9, y: 5, width: 2e9, height: 1, color: red)
                canvas.fillRoundedRect(x: 10, y: -40_000, width: 100, height: 80_000, radius: 12, color: red)
                canvas.fillRoundedRect(x: 10, y: 10, width: 3, height: 3, radius: 40, color: red)
                canvas.strokeRoundedRect(x: 10, y: 10, width: 5, height: 9, radius: 2, lineWidth: 10, color: red)
                canvas.strokePolyline([(5, 5), (5, 5)], lineWidth: 2, color: red)
                canvas.fillPolygon([(0, 0), (1e7, 0), (0, 1e7)], color: red)
                canvas.drawText("", font: font, x: 0, baseline: 10, color: red)
                canvas.drawText(Substring(String(repeating: "W", count: 3000)), font: font, x: -20_000, baseline: 10, color: red)
                window.present()
                session.display.sync()
                #expect(XProtocolErrorCount.value == before)
            }
        }
    }
}
