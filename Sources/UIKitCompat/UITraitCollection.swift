/// The size classes, layout direction and idiom a layout environment reports, as UIKit's
/// `UITraitCollection`, trimmed to what a layout reads.
///
/// On a device UIKit takes size classes from the device and the window; here they come from the
/// container's size alone, by the rule of ``UITraitCollection/init(size:layoutDirection:)``.
public final class UITraitCollection {
    /// The width's class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Which way the interface runs: the collection view's layout direction
    /// (`xcollection --layout-direction`, `CollectionWindow.layoutDirection`).
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The kind of device the interface is laid out for: from the container's size, as
    /// ``UIDevice`` takes it (a phone below 600 points on the shorter side, a pad from there).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Size classes, a layout direction and an idiom given outright.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// The size classes iOS gives a full-screen app of `size` points.
    ///
    /// The height is compact below 500 points: every iPhone in landscape (at most 440 high) and
    /// nothing in portrait (at least 568). The width is regular from 744 points (an iPad mini in
    /// portrait, the narrowest full-screen iPad), except that a landscape phone (a compact
    /// height) needs 896 points, the narrowest landscape iPhone iOS calls regular (the Plus and
    /// Max models; the others, up to 874, stay compact). An 8 Plus in landscape (736) is the one
    /// device the rule gets wrong.
    public convenience init(size: CGSize, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) {
        let compactHeight = size.height < 500
        let regularWidth = size.width >= (compactHeight ? 896 : 744)
        self.init(horizontalSizeClass: regularWidth ? .regular : .compact,
                  verticalSizeClass: compactHeight ? .compact : .regular, layoutDirection: layoutDirection,
                  userInterfaceIdiom: .shown(at: size))
    }
}
