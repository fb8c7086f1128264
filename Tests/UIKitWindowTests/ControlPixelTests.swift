import CollectionLayout
import Foundation
import Testing
import TestSupport
import UIKitCompat
import UIKitWindow
import X11Window

/// The controls' pixels against the colours their sources give (the tables in
/// `Sources/UIKitCompat/Controls/*Metrics.swift`): a switch's green track and grey one, its
/// white thumb, a segmented control's fill and plate, a stepper's fill, light and dark, drawn
/// at 1x on the screen's background (white, or black in dark).
@Suite(.serialized) struct ControlPixelTests {
    final class ControlsScreen: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let on = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            on.isOn = true
            let off = UISwitch(frame: CGRect(x: 10, y: 60, width: 0, height: 0))
            let segments = UISegmentedControl(items: ["One", "Two", "Three"])
            segments.frame = CGRect(x: 10, y: 110, width: 302, height: 32)
            segments.selectedSegmentIndex = 0
            let stepper = UIStepper(frame: CGRect(x: 10, y: 160, width: 0, height: 0))
            let slider = UISlider(frame: CGRect(x: 10, y: 200, width: 302, height: 31))
            slider.value = 0.25
            for control in [on, off, segments, stepper, slider] as [UIView] { view.addSubview(control) }
        }
    }

    private func render(_ style: UserInterfaceStyle, direction: LayoutDirection = .leftToRight) throws -> RGBAImage {
        _ = try TestDisplay.requireShared()
        var traits = Traits(userInterfaceStyle: style)
        traits.displayScale = 1
        traits.layoutDirection = direction
        return try ScreenWindow.snapshot(rootViewController: ControlsScreen(), host: LayoutHost(size: Size(width: 375, height: 240), traits: traits))
    }

    private func expectPixel(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: (Int, Int, Int), _ what: String) {
        let pixel = image.pixel(x: x, y: y)
        let actual = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        let close = abs(actual.0 - expected.0) <= 1 && abs(actual.1 - expected.1) <= 1 && abs(actual.2 - expected.2) <= 1
        #expect(close, "\(what) at \(x),\(y): \(actual), expected \(expected)")
    }

    @Test("light: systemGreen on, secondarySystemFill over white off, a white thumb; tertiarySystemFill tracks and a white plate")
    func light() throws {
        let image = try render(.light)
        expectPixel(image, 16, 25, (52, 199, 89), "the on track (systemGreen)")
        expectPixel(image, 55, 75, (233, 233, 235), "the off track (120,120,128 at 16 % over white)")
        expectPixel(image, 45, 25, (255, 255, 255), "the on thumb")
        expectPixel(image, 300, 139, (239, 239, 240), "the segmented track (118,118,128 at 12 % over white)")
        expectPixel(image, 25, 115, (255, 255, 255), "the selected plate")
        expectPixel(image, 14, 166, (239, 239, 240), "the stepper's track")
        // The slider at a quarter: its thumb's centre at 10 + 14 + 274 / 4 = 92.5, its track 4 points tall about 215.5.
        expectPixel(image, 40, 215, (0, 122, 255), "the slider's track before the thumb (the tint)")
        expectPixel(image, 250, 215, (228, 228, 230), "the slider's track after the thumb (120,120,128 at 20 % over white)")
        expectPixel(image, 92, 215, (255, 255, 255), "the slider's thumb")
        expectPixel(image, 250, 220, (255, 255, 255), "beside the slider's track")
    }

    @Test("right to left, an on switch's thumb is at its left end and the green shows at its right")
    func rightToLeft() throws {
        let image = try render(.light, direction: .rightToLeft)
        expectPixel(image, 25, 25, (255, 255, 255), "the thumb, at the left")
        expectPixel(image, 55, 25, (52, 199, 89), "the track, at the right")
        expectPixel(image, 282, 215, (0, 122, 255), "the slider's tinted track, at the right")
        expectPixel(image, 229, 215, (255, 255, 255), "the slider's thumb, a quarter from the right")
    }

    @Test("dark: the dark green on, the dark fills over black, the grey plate; the picture differs from the light one")
    func dark() throws {
        let image = try render(.dark)
        expectPixel(image, 16, 25, (48, 209, 88), "the on track (dark systemGreen)")
        expectPixel(image, 55, 75, (38, 38, 41), "the off track (120,120,128 at 32 % over black)")
        expectPixel(image, 300, 139, (28, 28, 31), "the segmented track (118,118,128 at 24 % over black)")
        expectPixel(image, 25, 115, (99, 99, 102), "the selected plate (dark)")
        let light = try render(.light)
        #expect(ImageComparison().compare(image, with: light).differing > 20_000)
    }
}
