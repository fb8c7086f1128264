import CollectionLayout
import CollectionView
import CollectionWindow
import UIKitCompat
import X11Window

/// A view controller's screen in a window, from your own package: the controller's lifecycle
/// run on the device's screen, its collection view drawn by the engine and its bars over it, as
/// `xcollection --swift` shows a file that defines `makeRootViewController()`.
///
/// ```swift
/// let window = try ScreenWindow(rootViewController: UINavigationController(rootViewController: SettingsViewController()),
///                               device: .iPhone15, orientation: .portrait, traits: Traits(userInterfaceStyle: .dark), title: "Settings")
/// try window.run()
/// ```
///
/// It takes what `CollectionWindow` takes where it applies; `init` throws, never exits, when
/// there is no display. A screen without a collection view is its views alone.
public final class ScreenWindow {
    /// The controller the screen was made from.
    public let rootViewController: UIViewController
    /// Receives selections and rests of the screen's collection view, as the event log has them.
    public var onEvent: ((CollectionEvent) -> Void)?
    private let window: CollectionWindow
    private let presentation: ScreenPresentation
    private let host: LayoutHost

    /// `rootViewController`'s screen on `device` held in `orientation`, with `traits`.
    public convenience init(rootViewController: UIViewController, device: Device, orientation: DeviceOrientation = .portrait,
                            traits: Traits = Traits(), title: String = "xcollection", displayName: String? = nil) throws {
        try self.init(rootViewController: rootViewController, host: device.host(in: orientation, traits: traits), title: title,
                      displayName: displayName)
    }

    /// `rootViewController`'s screen on a plain screen of `size` points, with `traits`.
    public convenience init(rootViewController: UIViewController, size: Size, traits: Traits = Traits(), title: String = "xcollection",
                            displayName: String? = nil) throws {
        try self.init(rootViewController: rootViewController, host: LayoutHost(size: size, traits: traits), title: title, displayName: displayName)
    }

    /// `rootViewController`'s screen on `host`'s screen, on the X display `displayName`
    /// (`DISPLAY` when nil).
    public init(rootViewController: UIViewController, host: LayoutHost, title: String, displayName: String? = nil) throws {
        self.rootViewController = rootViewController
        self.host = host
        let presentation = host.solving { ScreenPresentation.settled(rootViewController: rootViewController, host: host) }
        self.presentation = presentation
        let layout = ScreenLayout(presentation)
        window = try host.solving { try CollectionWindow(layout: layout, dataSource: layout.dataSource, host: host, title: title,
                                                              displayName: displayName) }
        adopt(layout)
        window.onEvent = { [weak self] event in self?.onEvent?(event) }
        presentation.onScreenChange = { [weak self] in
            guard let self else { return }
            // The click that pushed or popped is handled first.
            window.schedule(after: 0) { [weak self] in self?.showChangedScreen() }
        }
    }

    /// Shows the window and runs it until it is closed (q, Escape at the first screen, or the
    /// window manager); throws when the X server is lost.
    public func run() throws {
        try host.solving { try window.run() }
    }

    /// Runs `action` on the window's loop after `seconds`.
    public func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        window.schedule(after: seconds, action)
    }

    /// The first frame of `rootViewController`'s screen on `device`, in device pixels, as
    /// `xcollection --swift … --screenshot` renders it.
    public static func snapshot(rootViewController: UIViewController, device: Device, orientation: DeviceOrientation = .portrait,
                                traits: Traits = Traits()) throws -> RGBAImage {
        try snapshot(rootViewController: rootViewController, host: device.host(in: orientation, traits: traits))
    }

    /// The first frame of `rootViewController`'s screen on a plain screen of `size`.
    public static func snapshot(rootViewController: UIViewController, size: Size, traits: Traits = Traits()) throws -> RGBAImage {
        try snapshot(rootViewController: rootViewController, host: LayoutHost(size: size, traits: traits))
    }

    /// The first frame of `rootViewController`'s screen on `host`'s screen.
    public static func snapshot(rootViewController: UIViewController, host: LayoutHost, deviceChrome: Bool = false) throws -> RGBAImage {
        try host.solving {
            let presentation = ScreenPresentation.settled(rootViewController: rootViewController, host: host)
            let layout = ScreenLayout(presentation)
            let collectionView = presentation.collectionView
            return try CollectionWindow.snapshot(layout: layout, dataSource: layout.dataSource, host: host,
                                                 layoutDirection: collectionView?.semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight,
                                                 deviceChrome: deviceChrome,
                                                 contentInsetAdjustment: collectionView?.contentInsetAdjustmentBehavior.engineAdjustment ?? .automatic)
        }
    }

    private func adopt(_ layout: ScreenLayout) {
        guard let collectionView = presentation.collectionView else { return }
        window.isPagingEnabled = collectionView.isPagingEnabled
        window.contentInsetAdjustment = collectionView.contentInsetAdjustmentBehavior.engineAdjustment
    }

    private func showChangedScreen() {
        let layout = ScreenLayout(presentation)
        try? host.solving { try window.show(layout: layout, dataSource: layout.dataSource) }
        adopt(layout)
        if let offset = presentation.shownCollectionViewOffset { window.contentOffset = Point(x: Double(offset.x), y: Double(offset.y)) }
    }
}
