import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// A blurred shadow drawn in slices (or, for a small shape, as one mask) against the Gaussian
    /// of the whole rectangle, computed here pixel by pixel.
    @Suite struct ShadowSliceTests {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let shade = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)

        /// The largest difference, in levels of red, between the window and white under a
        /// `shape` (x, y, width, height) blurred by `sigma` at alpha 0.5, over the pixels in `area`.
        func largestDifference(_ image: RGBAImage, shape: (Int, Int, Int, Int), sigma: Double, area: (Int, Int, Int, Int)) -> Int {
            let reach = ShadowMask.reach(sigma: sigma)
            let across = ShadowMask.profile(length: shape.2 + 2 * reach, start: Double(reach), end: Double(reach + shape.2), sigma: sigma)
            let down = ShadowMask.profile(length: shape.3 + 2 * reach, start: Double(reach), end: Double(reach + shape.3), sigma: sigma)
            var largest = 0
            for y in area.1..<(area.1 + area.3) {
                for x in area.0..<(area.0 + area.2) {
                    let column = x - shape.0 + reach, row = y - shape.1 + reach
                    let coverage = across.indices.contains(column) && down.indices.contains(row) ? across[column] * down[row] : 0
                    let expected = Int((255 * (1 - 0.5 * coverage)).rounded())
                    largest = max(largest, abs(Int(image.rgba(x, y)[0]) - expected))
                }
            }
            return largest
        }

        @Test("a card 200 by 100 blurred by 8 pixels: nine slices within a level of the whole Gaussian, no seam")
        func slicesMatchTheGaussian() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.drawShadow(x: 50, y: 60, width: 200, height: 100, sigma: 8, color: shade)
                let image = window.captureImage()
                #expect(largestDifference(image, shape: (50, 60, 200, 100), sigma: 8, area: (0, 0, 320, 240)) <= 1)
                // Under the middle the shadow is the colour itself; 3σ out it is gone.
                #expect((127...128).contains(image.rgba(150, 110)[0]))
                #expect(image.rgba(50 - 25, 110) == [255, 255, 255, 255])
            }
        }

        @Test("a shape narrower than 6σ gets one mask of its own, and the same Gaussian")
        func smallShapeMatchesTheGaussian() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.drawShadow(x: 100, y: 80, width: 30, height: 60, sigma: 8, color: shade)
                let image = window.captureImage()
                #expect(largestDifference(image, shape: (100, 80, 30, 60), sigma: 8, area: (0, 0, 320, 240)) <= 1)
                // Too narrow to reach full strength: Φ(15/8) − Φ(−15/8) ≈ 0.94 across the middle.
                #expect((134...137).contains(Int(image.rgba(115, 110)[0])))
            }
        }

        @Test("a shadow partly off the buffer and under a clip draws only its share, in the same place")
        func offTheBufferAndClipped() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.pushClip(x: 0, y: 0, width: 160, height: 240)
                window.canvas.drawShadow(x: -120, y: -30, width: 400, height: 120, sigma: 4, color: shade)
                window.canvas.popClip()
                let image = window.captureImage()
                #expect(largestDifference(image, shape: (-120, -30, 400, 120), sigma: 4, area: (0, 0, 160, 240)) <= 1)
                #expect(image.rgba(200, 40) == [255, 255, 255, 255])
            }
        }

        @Test("a blur under a quarter pixel is the shape, flat; fractional edges snap to whole pixels")
        func noBlurIsFlat() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.drawShadow(x: 10.4, y: 10.4, width: 20, height: 20, sigma: 0.1, color: shade)
                window.canvas.drawShadow(x: 100.4, y: 100.4, width: 100, height: 50, sigma: 2, color: shade)
                let image = window.captureImage()
                #expect((127...128).contains(image.rgba(20, 20)[0]))
                #expect(largestDifference(image, shape: (100, 100, 100, 50), sigma: 2, area: (80, 80, 140, 90)) <= 1)
            }
        }
    }
}
