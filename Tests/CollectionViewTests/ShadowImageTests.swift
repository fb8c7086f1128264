import CollectionLayout
import Testing
import TestSupport
@testable import CollectionView

/// Core Animation's Gaussian shadow as a picture: the blurred shape's coverage, pixel by pixel.
@Suite struct ShadowImageTests {
    /// The alpha of the picture's pixel at (x, y).
    private func alpha(_ image: CanvasImage, _ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * image.width + x) * 4 + 3]) }

    @Test("radius 8 at 3x, opacity 0.18, a 300 by 120 card: 72 pixels of blur each side, the edge at half, Φ's profile, no bands")
    func profile() throws {
        let sigma = 24.0
        let image = try #require(ShadowImage.image(width: 900, height: 360, sigma: sigma, color: Color(red: 0, green: 0, blue: 0, alpha: 0.18)))
        #expect(image.width == 900 + 2 * 72 && image.height == 360 + 2 * 72)
        let middle = 72 + 180
        // Deep inside, the whole opacity; on the edge, half of it; 3σ out, almost nothing.
        #expect(alpha(image, 72 + 450, middle) == 46)
        #expect(abs(alpha(image, 72, middle) - 23) <= 1)
        #expect(alpha(image, 0, middle) == 0)
        for distance in stride(from: -60, through: 60, by: 12) {
            let expected = 0.18 * 255 * ShadowImage.normalCDF(-(Double(distance) + 0.5) / sigma)
            #expect(abs(Double(alpha(image, 72 - 1 - distance, middle)) - expected) <= 1, "at \(distance) pixels out")
        }
        // Neighbouring pixels differ by at most one level along the edge's normal: no bands.
        let row = (0..<200).map { alpha(image, $0, middle) }
        #expect(zip(row, row.dropFirst()).allSatisfy { abs($0 - $1) <= 1 })
        // The same card, blur and colour share one picture.
        #expect(ShadowImage.image(width: 900, height: 360, sigma: sigma, color: Color(red: 0, green: 0, blue: 0, alpha: 0.18)) === image)
    }

    @Test("a shadowed card is drawn as one picture 3σ larger each side, moved by the offset")
    func drawnAsOnePicture() {
        let canvas = RecordingCanvas()
        let content = CellContent(background: .white, cornerRadius: 12, shadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.2), offsetY: 4, radius: 6))
        ContentRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(content, in: Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(canvas.operations.first == .image(width: 136, height: 86, Rect(x: 2, y: 16, width: 136, height: 86),
                                                  clip: Rect(x: 2, y: 16, width: 136, height: 86), radius: 0))
        #expect(canvas.operations.dropFirst().first == .fill(Rect(x: 20, y: 30, width: 100, height: 50), .white, radius: 12))
    }

    @Test("Φ: the normal distribution's known values")
    func normal() {
        #expect(abs(ShadowImage.normalCDF(0) - 0.5) < 1e-12)
        #expect(abs(ShadowImage.normalCDF(1) - 0.841344746) < 1e-8)
        #expect(abs(ShadowImage.normalCDF(-2) - 0.022750132) < 1e-8)
    }
}
