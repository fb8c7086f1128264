import CX11
import Testing
@testable import X11Window

/// The numbers a transformed layer is composited with: XRender's 16.16 transform and the pixels
/// the layer covers, for transforms from the everyday to a plane seen almost edge on.
@Suite struct TransformedLayerGeometryTests {
    static func cells(_ transform: XTransform) -> [XFixed] {
        withUnsafeBytes(of: transform.matrix) { Array($0.bindMemory(to: XFixed.self)) }
    }

    @Test("an affine inverse keeps its constant term at one") func anAffineInverseKeepsItsConstantTermAtOne() throws {
        // Layer to view: scale by 2 and move by (10, 20); the inverse halves and moves back.
        let inverse = try #require(BackBufferCanvas.inverse([2, 0, 0, 0, 2, 0, 10, 20, 1]))
        let matrix = try #require(BackBufferCanvas.fixedTransform(inverse))
        #expect(Self.cells(matrix) == [32768, 0, -5 * 65536, 0, 32768, -10 * 65536, 0, 0, 65536])
    }

    @Test("an inverse whose constant term is near zero is scaled to fit instead") func anInverseWhoseConstantTermIsNearZeroIsScaledToFitInstead() throws {
        // The view's origin lies almost on the layer's horizon: the constant term is tiny.
        let inverse = [1, 0, 0.001, 0, 1, 0.002, 3, 4, 1e-9]
        let matrix = try #require(BackBufferCanvas.fixedTransform(inverse))
        let cells = Self.cells(matrix)
        // Scaled so the largest entry (4, the view's y into the layer's y) is 16384, the rest in
        // proportion: by columns, so row-vector entry 7 is cell 5 and entry 5 (0.002) is cell 7.
        #expect(cells[5] == 16_384 * 65_536)
        #expect(cells[7] == 536_871)
        #expect(cells.allSatisfy { abs(Double($0)) <= 16_384 * 65_536 })
        #expect(BackBufferCanvas.fixedTransform([1, 0, 0, 0, 1, 0, 0, 0, .nan]) == nil)
        #expect(BackBufferCanvas.fixedTransform([0, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)
    }

    @Test("the covered area is clamped and refused behind the viewer") func theCoveredAreaIsClampedAndRefusedBehindTheViewer() {
        #expect(BackBufferCanvas.coveredArea(of: [1, 0, 0, 0, 1, 0, 10, 20, 1], width: 100, height: 50)
                == PixelRect(x: 9, y: 19, width: 102, height: 52))
        // A corner at w = 0 or behind: nothing to draw.
        #expect(BackBufferCanvas.coveredArea(of: [1, 0, -0.01, 0, 1, 0, 0, 0, 1], width: 100, height: 50) == nil)
        // Nearly at infinity: clamped to the geometry limit rather than trapping.
        let far = BackBufferCanvas.coveredArea(of: [1, 0, -0.0099999, 0, 1, 0, 0, 0, 1], width: 100, height: 50)
        #expect(far.map { $0.x + $0.width <= 30_002 } == true)
    }
}
