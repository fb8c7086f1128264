import CollectionLayout
import Foundation
import UIKitCompat
import UIKitWindow
import X11Window

/// Draws a view controller's screen or a lone view as swift-snapshot-testing's UIKit strategies
/// do on iOS: on a screen of the configuration's size and safe area, with its traits and the
/// strategy's own on top, at the display scale the traits give — else the one
/// `XCOLLECTION_SNAPSHOT_SCALE` names (1, 2 or 3), else 3, as today's simulators record.
enum ViewSnapshotRenderer {
    /// Why a snapshot could not be drawn.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Pixels a point for `traits`.
    static func scale(for traits: UITraitCollection) throws -> CGFloat {
        if traits.displayScale > 0 { return traits.displayScale }
        guard let named = ProcessInfo.processInfo.environment["XCOLLECTION_SNAPSHOT_SCALE"], !named.isEmpty else { return 3 }
        guard let scale = Int(named), (1...3).contains(scale) else {
            throw Failure(description: "XCOLLECTION_SNAPSHOT_SCALE is \"\(named)\"; give 1, 2 or 3")
        }
        return CGFloat(scale)
    }

    /// The first frame of `viewController`'s screen.
    ///
    /// As swift-snapshot-testing's window does, a navigation controller's screen leaves out the
    /// top of the safe area (the picture is that much shorter, the bar at its top edge), a tab bar
    /// controller's the bottom (and the top too when its selected screen is a navigation
    /// controller), and a status bar's 20 points go when the screen hides the status bar: so a
    /// picture drawn here has the size of the one iOS recorded for the same configuration.
    static func image(of viewController: UIViewController, config: ViewImageConfig, traits: UITraitCollection) throws -> RGBAImage {
        let combined = UITraitCollection(traitsFrom: [config.traits, traits])
        guard var size = config.size ?? nonZero(viewController.view.frame.size) else {
            throw Failure(description: "the view controller's view is 0x0 points: snapshot it on a configuration (.image(on: .iPhone13)) or give a size")
        }
        var safeArea = config.safeArea
        if viewController is UINavigationController {
            size.height -= safeArea.top
            safeArea.top = 0
        } else if let tabs = viewController as? UITabBarController {
            size.height -= safeArea.bottom
            safeArea.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                size.height -= safeArea.top
                safeArea.top = 0
            }
        }
        if safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), viewController.prefersStatusBarHidden { safeArea = .zero }
        guard size.height > 0 else { throw Failure(description: "the configuration leaves the screen no height once its safe area is taken off") }
        return try draw(viewController, size: size, safeArea: safeArea, traits: combined)
    }

    /// `view` alone, at its own size or `size`, with no safe area.
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) throws -> RGBAImage {
        guard let size = size ?? nonZero(view.frame.size) else {
            throw Failure(description: "the view is 0x0 points: give it a frame, or a size to the strategy (.image(size: CGSize(width: 375, height: 80)))")
        }
        return try draw(HostingController(hosting: view), size: size, safeArea: .zero, traits: traits)
    }

    private static func draw(_ controller: UIViewController, size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) throws -> RGBAImage {
        guard size.width.isFinite, size.height.isFinite, size.width <= 8192, size.height <= 8192 else {
            throw Failure(description: "a snapshot of \(size.width)x\(size.height) points is larger than 8192 points a side")
        }
        var engineTraits = traits.traits
        engineTraits.displayScale = Double(try scale(for: traits))
        let host = LayoutHost(size: Size(width: Double(size.width), height: Double(size.height)),
                              safeAreaInsets: DirectionalEdgeInsets(top: Double(safeArea.top), leading: Double(safeArea.left),
                                                                    bottom: Double(safeArea.bottom), trailing: Double(safeArea.right)),
                              traits: engineTraits)
        return try ScreenWindow.snapshot(rootViewController: controller, host: host)
    }

    private static func nonZero(_ size: CGSize) -> CGSize? {
        size.width > 0 && size.height > 0 ? size : nil
    }

    /// A screen holding the view under test at its top left, as swift-snapshot-testing puts a
    /// view in a plain view controller's view: the view is not a root view (no system minimum
    /// margins), and the screen has no background of its own.
    private final class HostingController: UIViewController {
        private let hosted: UIView

        init(hosting view: UIView) {
            hosted = view
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func loadView() {
            view = UIView()
            view.addSubview(hosted)
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            hosted.frame = view.bounds
        }
    }
}
