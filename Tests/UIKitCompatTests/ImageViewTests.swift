import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// Images read from the examples' `Assets` folder by name as the screen's scale serves, image
/// views placing them by content mode, and templates tinted.
@Suite(.serialized) @MainActor struct ImageViewTests {
    static let assets = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/Assets"

    private func named(_ name: String, scale: Double) -> UIImage? {
        UIImage.searchDirectories = [Self.assets]
        defer { UIImage.searchDirectories = [] }
        return LayoutHost(size: Size(width: 390, height: 844), traits: Traits(displayScale: scale)).solving { UIImage(named: name) }
    }

    @Test("the screens scale picks the file", arguments: [(3.0, 3.0), (2.0, 2.0), (1.0, 2.0)])
    func theScreensScalePicksTheFile(screen: Double, file: CGFloat) throws {
        // avatar-1 comes at 2x (80 pixels) and 3x (120): a 1x screen takes the next larger.
        let image = try #require(named("avatar-1", scale: screen))
        #expect(image.scale == file)
        #expect(image.size == CGSize(width: 40, height: 40))
        #expect(image.bitmap?.width == Int(40 * file))
    }

    @Test("an iPhone 15 shown at 1x and turned dark stays at 1x: images come from the @2x files, not the device's @3x")
    func aTraitChangeKeepsTheScreensScale() throws {
        var window = Device.named("iphone-15")!.host(in: .portrait)
        window.traits.displayScale = 1
        var dark = window.traits
        dark.userInterfaceStyle = .dark
        let turned = window.with(traits: dark)
        #expect(turned.traits.displayScale == 1 && turned.traits.userInterfaceStyle == .dark && turned.device?.name == "iphone-15")
        UIImage.searchDirectories = [Self.assets]
        defer { UIImage.searchDirectories = [] }
        let image = try #require(turned.solving { UIImage(named: "avatar-1") })
        #expect(image.scale == 2)
    }

    @Test("a JPEG is read whole") func aJPEGIsReadWhole() throws {
        let image = try #require(named("photo-01", scale: 3))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 400, height: 400))
        // The top left of the dawn sky is its top colour, (36, 59, 120), give or take JPEG's rounding.
        let pixels = try #require(image.bitmap?.pixels)
        #expect(abs(Int(pixels[0]) - 36) <= 6 && abs(Int(pixels[1]) - 59) <= 6 && abs(Int(pixels[2]) - 120) <= 6 && pixels[3] == 255)
    }

    @Test("a missing or broken file is nil") func aMissingOrBrokenFileIsNil() throws {
        #expect(named("no-such-picture", scale: 2) == nil)
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(getpid())@2x.png").path
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: broken))
        defer { try? FileManager.default.removeItem(atPath: broken) }
        #expect(UIImage(contentsOfFile: broken) == nil)
        let file = try #require(UIImage(contentsOfFile: Self.assets + "/avatar-2@3x.png"))
        #expect(file.scale == 3 && file.size == CGSize(width: 40, height: 40))
    }

    @Test("content modes", arguments: [
        (UIView.ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, Rect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, Rect(x: -50, y: 0, width: 200, height: 100)),
        (.center, Rect(x: -150, y: -50, width: 400, height: 200)),
        (.topLeft, Rect(x: 0, y: 0, width: 400, height: 200)),
        (.bottomRight, Rect(x: -300, y: -100, width: 400, height: 200)),
    ])
    func contentModes(mode: UIView.ContentMode, placed: Rect) {
        #expect(UIImageView.place(CGSize(width: 400, height: 200), in: Rect(x: 0, y: 0, width: 100, height: 100), mode: mode) == placed)
    }

    @Test("an image view clipped to rounded bounds draws its image through them") func anImageViewClippedToRoundedBoundsDrawsItsImageThroughThem() throws {
        let photo = try #require(named("photo-02", scale: 1))
        let view = UIImageView(image: photo)
        #expect(view.intrinsicContentSize == CGSize(width: 400, height: 400))
        #expect(view.frame.size == CGSize(width: 400, height: 400))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.layer.cornerRadius = 10
        let canvas = RecordingCanvas()
        ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(view, at: Point(x: 10, y: 20))
        #expect(canvas.operations == [
            // The image is cut to the rounded bounds itself; with no subviews there is nothing else to clip.
            .image(width: 400, height: 400, Rect(x: 10, y: -0, width: 120, height: 120), clip: Rect(x: 10, y: 20, width: 120, height: 80), radius: 10),
        ])
    }

    @Test("a template is drawn in the tint") func aTemplateIsDrawnInTheTint() throws {
        let avatar = try #require(named("avatar-3", scale: 2)).withRenderingMode(.alwaysTemplate)
        let tinted = try #require(avatar.drawnBitmap(tintColor: .systemRed))
        let red = UIColor.systemRed.color
        #expect(tinted.pixels[0] == UInt8((red.red * 255).rounded()) && tinted.pixels[3] == 255)
        let greens: Set<UInt8> = Set(stride(from: 1, to: tinted.pixels.count, by: 4).map { (index: Int) -> UInt8 in tinted.pixels[index] })
        #expect(greens.count == 1)
        // Drawn as it is, the same image keeps its colours.
        let original = try #require(named("avatar-3", scale: 2))
        #expect(original.drawnBitmap(tintColor: .systemRed) === original.bitmap)
    }
}
