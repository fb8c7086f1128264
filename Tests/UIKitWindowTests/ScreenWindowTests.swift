import CollectionLayout
import Foundation
import Testing
import TestSupport
import UIKitCompat
import UIKitWindow
import X11Window

/// `ScreenWindow` from a package: the Settings example (`Examples/swift/Settings`,
/// compiled into this test target as a package would compile its own screen) renders byte for
/// byte as `xcollection --swift Settings --screenshot` does.
@Suite(.serialized) struct ScreenWindowTests {
    static let commandLineGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CommandLineTests/__Snapshots__/ScreenCommandTests").standardized

    @Test("ScreenWindow.snapshot equals the command line's screenshot of the same screen, light and dark", arguments: [
        (Traits(), "settings-iphone-15"),
        (Traits(userInterfaceStyle: .dark), "settings-iphone-15-dark"),
    ])
    func snapshotMatchesCommandLine(traits: Traits, golden: String) throws {
        _ = try TestDisplay.requireShared()
        let image = try ScreenWindow.snapshot(rootViewController: makeRootViewController(), device: .iPhone15, orientation: .portrait,
                                              traits: traits)
        let reference = try PNG.read(Self.commandLineGoldens.appendingPathComponent("\(golden).png").path)
        let result = ImageComparison.exact.compare(image, with: reference)
        #expect(result.sizesMatch && result.differing == 0, "\(result.differing) pixels differ from \(golden).png")
    }

    @Test("a screen with no collection view is its views: a box below the bar, the bar's background above it")
    func screenWithoutCollectionView() throws {
        _ = try TestDisplay.requireShared()
        let screen = UIViewController()
        screen.title = "Plain"
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
        box.backgroundColor = .systemBlue
        screen.view.addSubview(box)
        let image = try ScreenWindow.snapshot(rootViewController: UINavigationController(rootViewController: screen),
                                              size: Size(width: 375, height: 667))
        // systemBlue in light is (0, 122, 255); the view's own background, systemBackground, is white.
        #expect(image.pixel(x: 70, y: 130) == (0, 122, 255, 255))
        #expect(image.pixel(x: 200, y: 130) == (255, 255, 255, 255))
        #expect(image.pixel(x: 19, y: 130) == (255, 255, 255, 255))
    }

    @Test("the window opens on a display and shows the screen; with no display, init throws")
    func windowOpens() throws {
        #expect(throws: (any Error).self) {
            try ScreenWindow(rootViewController: makeRootViewController(), device: .iPhone15, title: "Settings", displayName: ":987")
        }
    }
}
