import Synchronization

/// The device the interface is shown on, as UIKit's `UIDevice.current`.
///
/// There is no device on a desktop: the device is the one the collection view is shown as. It
/// follows the size of the last collection view made or laid out (`--size`, the window, a dump
/// or a snapshot): a phone below 600 points on the shorter side and a pad from there
/// (``UIUserInterfaceIdiom``), in landscape when the view is wider than tall, else in portrait.
/// While a layout is solved — in `prepare()` and in a section provider — it is the size being
/// solved for, on that thread alone, so layouts solved at once at several sizes each see their
/// own. Before any view is laid out it is a phone in portrait.
public final class UIDevice: Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The size of the view last laid out, which the device is taken from outside a solve.
    private let shownSize = Mutex(CGSize(width: 375, height: 667))

    /// The size being solved for, within a solve (`whileSolving(at:_:)`).
    @TaskLocal static var solvingSize: CGSize?

    /// The size the device is taken from now.
    private var size: CGSize { Self.solvingSize ?? shownSize.withLock { $0 } }

    private init() {}

    /// Phone or pad, from the shown size.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIUserInterfaceIdiom.shown(at: size) }

    /// Portrait, or `landscapeLeft` when the shown view is wider than it is tall.
    public var orientation: UIDeviceOrientation {
        size.width > size.height ? .landscapeLeft : .portrait
    }

    /// "iPhone" or "iPad", as UIKit names the model.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model's name, as a device without a name set by its owner reports it.
    public var name: String { model }
    /// "iOS", the system the interface stands in for.
    public var systemName: String { "iOS" }

    /// Takes the size of a collection view made to be shown.
    func show(at size: CGSize) {
        shownSize.withLock { $0 = size }
    }

    /// Runs `solve` as the device a view of `size` is shown on, and keeps that size after it.
    func whileSolving<Value, Failure: Error>(at size: CGSize, _ solve: () throws(Failure) -> Value) throws(Failure) -> Value {
        shownSize.withLock { $0 = size }
        let outcome = Self.$solvingSize.withValue(size) { Result { () throws(Failure) -> Value in try solve() } }
        return try outcome.get()
    }
}
