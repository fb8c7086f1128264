import CollectionLayout

/// The screen the interface is shown on, as UIKit's `UIScreen.main`: the device's screen (see
/// ``UIDevice``) — the named device's, or the size of the view being laid out, a window's, a
/// snapshot's or a dump's. Code that sizes views from `UIScreen.main.bounds` sees the screen it is
/// drawn for; turned on its side, the bounds turn with it, as UIKit's have since iOS 8.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen the app is shown on.
    public static let main = UIScreen()

    /// Every screen attached: the one there is.
    public static var screens: [UIScreen] { [main] }

    private var host: LayoutHost { UIDevice.current.screen }

    /// The screen's rectangle in points, its width and height as the interface is turned.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: CGFloat(host.size.width), height: CGFloat(host.size.height)) }

    /// The points-to-pixels factor: the device's (3 on an iPhone 15), or the scale drawn at.
    open var scale: CGFloat { CGFloat(host.traits.displayScale) }

    /// The panel's own scale: the same as ``scale`` on the devices modelled here.
    open var nativeScale: CGFloat { scale }

    /// The screen in pixels, upright (portrait), whichever way the interface is turned.
    open var nativeBounds: CGRect {
        let width = bounds.width * scale, height = bounds.height * scale
        return CGRect(x: 0, y: 0, width: min(width, height), height: max(width, height))
    }

    /// The screen's traits: its scale, idiom, size classes, appearance and text size.
    open var traitCollection: UITraitCollection { UITraitCollection(traits: host.traits) }
}
