import Foundation
import Testing
import TestSupport
@testable import X11Window

/// Core Animation's continuous corner as the masks draw it: it starts bending about 1.53 times
/// the radius from the corner, so along the edge it leaves pixels out that a circular corner of
/// the same radius fills, and it is as round as the circular one at 45°.
@Suite struct ContinuousCornerTests {
    @Test("a continuous corner reaches 1.53 radii along the edges, and crosses the diagonal where the circular one does")
    func continuousCornerShape() {
        let circular = CornerShape(radius: 20, lineWidth: nil)
        let continuous = CornerShape(radius: 20, lineWidth: nil, continuous: true)
        #expect(circular.extent == 20 && continuous.extent == 31)
        let round = circular.coverage(), smooth = continuous.coverage()
        func at(_ bytes: [UInt8], _ side: Int, _ u: Int, _ v: Int) -> UInt8 { bytes[v * side + u] }
        // On the left edge 17 pixels down: inside the circular corner, where the arc has almost
        // reached the edge; still outside the continuous curve, which meets the edge later.
        #expect(at(round, 40, 0, 17) >= 200)
        #expect(at(smooth, 62, 0, 17) < 128)
        // On the diagonal the boundary crosses at 5.86 pixels from the corner for both.
        for d in [3, 5, 6, 8] {
            #expect(abs(Int(at(round, 40, d, d)) - Int(at(smooth, 62, d, d))) <= 80, "diagonal pixel \(d)")
        }
        #expect(at(smooth, 62, 0, 0) == 0 && at(smooth, 62, 12, 12) == 255)
        #expect(circular != continuous)
    }

    @Test("the exponent puts the curve's 45° point on the circular arc's")
    func exponent() {
        let n = CornerShape.continuousExponent
        let fromCorner = CornerShape.continuousExtentFactor * (1 - pow(2, -1 / n))
        #expect(abs(fromCorner - (1 - 1 / 2.0.squareRoot())) < 1e-12)
        #expect(abs(n - 3.2588) < 0.001)
    }

    @Test("a continuous stroke is hollow, a radius too big for the rectangle is shrunk to fit")
    func strokeAndLimits() {
        let stroke = CornerShape(radius: 10, lineWidth: 2, continuous: true)
        let bytes = stroke.coverage()
        let side = 2 * stroke.extent
        #expect(bytes[12 * side + 12] == 0)
        #expect(bytes[15 * side + 0] >= 245)
        #expect(CornerShape.largestRadius(shortSide: 40, continuous: true) * CornerShape.continuousExtentFactor == 20)
        #expect(CornerShape.largestRadius(shortSide: 40, continuous: false) == 20)
    }
}

extension XServerTests {
    @Suite struct ContinuousCornerDrawingTests {
        let white = RGBAColor(red: 1, green: 1, blue: 1)
        let blue = RGBAColor(red: 0, green: 0, blue: 1)

        @Test("a continuous rounded rectangle leaves out edge pixels the circular one fills, and clips alike")
        func drawnDifferently() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.canvas.clear(white)
                window.canvas.fillRoundedRect(x: 20, y: 20, width: 100, height: 100, radius: 20, color: blue)
                window.canvas.fillRoundedRect(x: 140, y: 20, width: 100, height: 100, radius: 20, color: blue, continuous: true)
                window.canvas.beginRoundedClip(x: 20, y: 140, width: 100, height: 80, radius: 20, continuous: true)
                window.canvas.fillRect(x: 0, y: 0, width: 320, height: 240, color: blue)
                window.canvas.endRoundedClip()
                let image = window.captureImage()
                #expect(image.rgba(20, 37)[0] < 56)                        // circular: nearly at the edge 17 down
                #expect(image.rgba(140, 37)[0] > 128)                       // continuous: still curving
                #expect(image.rgba(140, 51) == [0, 0, 255, 255])           // past 1.53 radii: straight
                #expect(image.rgba(20, 157)[0] > 128 && image.rgba(20, 171) == [0, 0, 255, 255])
                #expect(image.rgba(70, 70) == [0, 0, 255, 255] && image.rgba(190, 70) == [0, 0, 255, 255])
            }
        }
    }
}
