import Foundation
import Testing
import UIKitCompat
@testable import UIKitSnapshotTesting
import X11Window

/// A `.medium` spinner drawn as iOS's pictures show it. The spokes are thinner than two points
/// of one flat colour, which the corpus's geometry score cannot see, so they are measured here
/// with the procedure that read the pictures: the grey of each spoke halfway along it (6.5 points
/// from the centre, in eight directions clockwise from the right), the head spoke's width across
/// that point and its ends along it. The pictures' numbers (3x, on white and on black):
///
/// | picture | iOS | greys, right then clockwise | head's width | head's ends |
/// |---|---|---|---|---|
/// | mttcrsp/fosdem `YearsViewControllerTests/testAppearance.2.png` (571980807) | 16.2 light | 224 207 191 174 157 224 224 224 | 7.5 px | 3.37 to 10 pt |
/// | the same, `testAppearance.3.png` | 16.2 dark | 69 106 143 180 217 69 69 69 | 7.5 px | 3.37 to 10 pt |
/// | essential-feed-case-study `FEED_WITH_LOAD_MORE_INDICATOR_light.png` (52e30ba) | 17.0 light | 223 206 189 172 156 223 223 223 | 7.5 px | — |
/// | the same at 73703b8 | 18.2 light | 223 206 189 172 156 223 223 223 | 7.5 px | — |
@Suite @MainActor struct SpinnerPictureTests {
    /// A started spinner on the system background, 20 points square at 3x.
    private func render(_ style: UIUserInterfaceStyle) throws -> RGBAImage {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .systemBackground
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        box.addSubview(spinner)
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(displayScale: 3)])
        return try ViewSnapshotRenderer.image(of: box, size: CGSize(width: 20, height: 20), traits: traits)
    }

    /// The grey at `distance` pixels from the centre in `direction` (eighths of a turn clockwise
    /// from the right), read as the pictures were.
    private func grey(_ image: RGBAImage, direction: Int, distance: Double) -> Int {
        let angle = Double(direction) * .pi / 4
        let x = Int((29.5 + distance * cos(angle)).rounded()), y = Int((29.5 + distance * sin(angle)).rounded())
        return Int(image.pixel(x: x, y: y).red)
    }

    @Test("a medium spinner's spokes have the greys iOS 16.2–18.2 draw, light and dark, its latest spoke at the left as a snapshot catches it",
          arguments: [(UIUserInterfaceStyle.light, [224, 207, 191, 174, 157, 224, 224, 224]), (.dark, [69, 106, 143, 180, 217, 69, 69, 69])])
    func spokeGreys(style: UIUserInterfaceStyle, pictured: [Int]) throws {
        let image = try render(style)
        let drawn = (0..<8).map { grey(image, direction: $0, distance: 19.5) }
        #expect(zip(drawn, pictured).allSatisfy { abs($0 - $1) <= 4 }, "drawn \(drawn), iOS \(pictured)")
    }

    @Test("a medium spinner's head spoke is 2.5 points wide and runs from a third of the radius to its end, as iOS draws it")
    func spokeShape() throws {
        let image = try render(.light)
        let background = 255.0, head = 157.0
        // Across the head spoke (at the left, 6.5 points out, within 3.3 points of its middle, where
        // no other spoke reaches): the coverage of each pixel summed.
        let across = (20..<40).map { y in (background - Double(image.pixel(x: 10, y: y).red)) / (background - head) }
        let width = across.reduce(0) { $0 + min(1, max(0, $1)) }
        #expect(abs(width - 7.5) <= 0.6, "\(width) pixels across, iOS 7.5")
        // Along it: where the grey is past half the head's, in points from the centre.
        let along = (0..<30).filter { offset in Double(image.pixel(x: 29 - offset, y: 30).red) < (background + head) / 2 }
        let inner = Double(along.min() ?? 0) / 3, outer = Double((along.max() ?? 0) + 1) / 3
        #expect(abs(inner - 3.37) <= 0.4 && abs(outer - 10) <= 0.4, "from \(inner) to \(outer) points, iOS 3.37 to 10")
    }
}
