import CollectionLayout
import Synchronization

/// The device the interface is shown on, as UIKit's `UIDevice.current`.
///
/// There is no device on a desktop: the device is the one the collection view is shown as — the
/// named device (`xcollection --device`, `LayoutScene(device:)`) or, with none, one of the size
/// of the last collection view made or laid out (`--size`, the window, a dump or a snapshot): a
/// phone below 600 points on the shorter side and a pad from there (``UIUserInterfaceIdiom``),
/// in landscape when the view is wider than tall, else in portrait. While a layout is solved — in
/// `prepare()` and in a section provider — it is the screen being solved for, on that thread
/// alone, so layouts solved at once at several sizes each see their own. Before any view is laid
/// out it is a phone in portrait.
public final class UIDevice: NSObject, @unchecked Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The screen of the view last laid out, which the device is taken from outside a solve.
    private let shownHost = Mutex(LayoutHost(size: Size(width: 375, height: 667)))

    /// The size being solved for, within a solve (`whileSolving(at:_:)`).
    @TaskLocal static var solvingSize: CGSize?

    /// The screen the device is taken from now.
    private var host: LayoutHost {
        if let size = Self.solvingSize { return LayoutHost.forContainer(Size(width: Double(size.width), height: Double(size.height))) }
        return LayoutHost.current ?? shownHost.withLock { $0 }
    }

    private override init() {}

    /// Phone or pad: the named device's, or the shown size's.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIUserInterfaceIdiom(host.traits.userInterfaceIdiom) }

    /// Portrait, or `landscapeLeft` when the device is held on its side (the view is wider than tall).
    public var orientation: UIDeviceOrientation {
        host.orientation == .landscape ? .landscapeLeft : .portrait
    }

    /// "iPhone" or "iPad", as UIKit names the model.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The named device's name (`iPhone 15`), or the model's, as a device without a name set
    /// by its owner reports it.
    public var name: String { host.device?.displayName ?? model }
    /// "iOS", the system the interface stands in for.
    public var systemName: String { "iOS" }
    /// "17.0": the release whose look and behaviour the interface follows (its controls are
    /// drawn as iOS 17 draws them), for code that branches on the version it reads here.
    public var systemVersion: String { "17.0" }

    /// The screen views and controllers are shown on now.
    var screen: LayoutHost { host }

    /// Takes `host` as the screen a screen's views are shown on.
    func show(_ host: LayoutHost) {
        shownHost.withLock { $0 = host }
    }

    /// Takes the screen of a collection view made to be shown.
    func show(at size: CGSize) {
        let host = LayoutHost.forContainer(Size(width: Double(size.width), height: Double(size.height)))
        shownHost.withLock { $0 = host }
    }

    /// Runs `solve` as the device a view of `size` is shown on, and keeps that screen after it.
    func whileSolving<Value, Failure: Error>(at size: CGSize, _ solve: () throws(Failure) -> Value) throws(Failure) -> Value {
        show(at: size)
        let outcome = Self.$solvingSize.withValue(size) { Result { () throws(Failure) -> Value in try solve() } }
        return try outcome.get()
    }
}
