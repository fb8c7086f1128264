/// The screen a layout is solved for: its size, its safe area and layout margins, its traits,
/// and the device and orientation when one is named. Section providers see it through the
/// ``LayoutEnvironment``; a flow layout measures `sectionInsetReference` from it.
///
/// Whoever solves for a device says so with ``solving(_:)`` — the collection screen, a
/// snapshot scene, the program's dumps — as UIKit's views carry their trait environment: layouts
/// themselves take only a container size, and a solve at the host's size takes the host's
/// metrics. A solve at another size, or with no host, is a plain container: no safe area,
/// UIKit's minimum margins for its width, and traits found from its size.
public struct LayoutHost: Hashable, Sendable {
    /// The screen in points.
    public var size: Size
    /// The safe area's insets from each edge.
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The root view's layout margins.
    public var layoutMargins: DirectionalEdgeInsets
    /// The traits, size classes and idiom filled in.
    public var traits: Traits
    /// The device, when one is named.
    public var device: Device?
    /// How the device is held.
    public var orientation: DeviceOrientation

    /// A host of the given metrics; unspecified traits are filled in from `size`.
    public init(size: Size, safeAreaInsets: DirectionalEdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets? = nil,
                traits: Traits = Traits(), device: Device? = nil, orientation: DeviceOrientation? = nil) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins ?? SystemLayoutMargins.forWidth(size.width)
        self.traits = traits.filled(for: size)
        self.device = device
        self.orientation = orientation ?? (size.width > size.height ? .landscape : .portrait)
    }

    /// The host solves are for now, if any.
    @TaskLocal public static var current: LayoutHost?

    /// Runs `body` with solves at this host's size taking its metrics.
    public func solving<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let outcome = Self.$current.withValue(self) { Result { () throws(Failure) -> Value in try body() } }
        return try outcome.get()
    }

    /// The host a solve for a container of `size` gets: the current one when its size is
    /// `size`, else a plain one.
    public static func forContainer(_ size: Size) -> LayoutHost {
        if let current, current.size == size { return current }
        return LayoutHost(size: size)
    }

    /// The layout container of this host: its size, safe area and margins (`margins`, a
    /// layout's own, replacing the host's when given).
    public func container(margins: DirectionalEdgeInsets? = nil) -> LayoutContainer {
        LayoutContainer(contentSize: size, layoutMargins: margins ?? layoutMargins, safeAreaInsets: safeAreaInsets)
    }
}

extension LayoutHost {
    /// The host after its screen became `size`: the device turned, when `size` is its screen in
    /// the other orientation; else a plain screen of that size with the same person's traits.
    public func resized(to size: Size) -> LayoutHost {
        guard size != self.size else { return self }
        var kept = Traits(displayScale: traits.displayScale, userInterfaceStyle: traits.userInterfaceStyle,
                          preferredContentSizeCategory: traits.preferredContentSizeCategory, layoutDirection: traits.layoutDirection)
        if let device {
            for turned in DeviceOrientation.allCases where device.size(in: turned) == size {
                return device.host(in: turned, traits: kept)
            }
            kept.displayScale = device.displayScale
        }
        return LayoutHost(size: size, traits: kept)
    }

    /// The same screen with the person's traits (appearance, text size, direction) and the
    /// display scale replaced by `traits`' and the device's own kept: a window at 1x shows a
    /// device at 1x whatever else changes.
    public func with(traits newTraits: Traits) -> LayoutHost {
        if let device {
            var host = device.host(in: orientation, traits: newTraits)
            host.traits.displayScale = newTraits.displayScale
            return host
        }
        var result = self
        var filled = newTraits
        filled.horizontalSizeClass = traits.horizontalSizeClass
        filled.verticalSizeClass = traits.verticalSizeClass
        filled.userInterfaceIdiom = traits.userInterfaceIdiom
        result.traits = filled
        return result
    }
}

extension LayoutHost {
    /// The screen in device pixels: its size times its display scale.
    public var pixelSize: Size {
        Size(width: (size.width * traits.displayScale).rounded(), height: (size.height * traits.displayScale).rounded())
    }
}
