import CollectionLayout

/// The traits an interface is shown with, as UIKit's `UITraitCollection`: size classes, layout
/// direction, idiom, appearance, text size and display scale.
///
/// A layout environment's and a collection view's come from the screen the layout is solved for:
/// a named device's (`xcollection --device`, `LayoutScene(device:)`) or, with none, a screen of the
/// container's size (see ``UITraitCollection/init(size:layoutDirection:)``).
public final class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: every stored property is a constant of a value type.
    /// The width's class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Which way the interface runs: the collection view's layout direction
    /// (`xcollection --layout-direction`, `CollectionWindow.layoutDirection`).
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The kind of device the interface is laid out for.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Pixels per point.
    public let displayScale: CGFloat
    /// Base or elevated: a collection view on a screen is at the base level; make a trait
    /// collection with `.elevated` to resolve colours as a sheet shows them.
    public let userInterfaceLevel: UIUserInterfaceLevel

    /// Traits given outright; light, `large` text and scale 1 unless said.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, userInterfaceStyle: UIUserInterfaceStyle = .light,
                preferredContentSizeCategory: UIContentSizeCategory = .large, displayScale: CGFloat = 1,
                userInterfaceLevel: UIUserInterfaceLevel = .base) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.displayScale = displayScale
        self.userInterfaceLevel = userInterfaceLevel
    }

    /// Every trait unspecified, as UIKit's `UITraitCollection()`: nothing said, so combined with
    /// `init(traitsFrom:)` it changes nothing.
    public override convenience init() {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, layoutDirection: .unspecified,
                  userInterfaceIdiom: .unspecified, userInterfaceStyle: .unspecified, preferredContentSizeCategory: .unspecified,
                  displayScale: 0, userInterfaceLevel: .unspecified)
    }

    /// These traits at the elevated level, as a sheet or popover has them.
    public var elevated: UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, layoutDirection: layoutDirection,
                          userInterfaceIdiom: userInterfaceIdiom, userInterfaceStyle: userInterfaceStyle,
                          preferredContentSizeCategory: preferredContentSizeCategory, displayScale: displayScale, userInterfaceLevel: .elevated)
    }

    /// The engine's `traits`, as UIKit spells them.
    public convenience init(traits: Traits) {
        self.init(horizontalSizeClass: UIUserInterfaceSizeClass(traits.horizontalSizeClass),
                  verticalSizeClass: UIUserInterfaceSizeClass(traits.verticalSizeClass),
                  layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                  userInterfaceIdiom: UIUserInterfaceIdiom(traits.userInterfaceIdiom),
                  userInterfaceStyle: UIUserInterfaceStyle(traits.userInterfaceStyle),
                  preferredContentSizeCategory: UIContentSizeCategory(traits.preferredContentSizeCategory),
                  displayScale: CGFloat(traits.displayScale))
    }

    /// The size classes iOS gives a full-screen app of `size` points on no named device.
    ///
    /// The height is compact below 500 points: every iPhone in landscape (at most 440 high) and
    /// nothing in portrait (at least 568). The width is regular from 744 points (an iPad mini in
    /// portrait, the narrowest full-screen iPad), except that a landscape phone (a compact
    /// height) needs 896 points, the narrowest landscape iPhone iOS calls regular (the Plus and
    /// Max models; the others, up to 874, stay compact). An 8 Plus in landscape (736) is the one
    /// device the rule gets wrong.
    public convenience init(size: CGSize, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) {
        let traits = Traits(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
            .filled(for: Size(width: Double(size.width), height: Double(size.height)))
        self.init(traits: traits)
    }

    /// The same traits: a trait collection does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// The engine's traits these stand for.
    public var traits: Traits {
        Traits(displayScale: Double(displayScale), userInterfaceStyle: userInterfaceStyle.userInterfaceStyle,
               preferredContentSizeCategory: preferredContentSizeCategory.contentSizeCategory ?? .large,
               horizontalSizeClass: horizontalSizeClass.sizeClass, verticalSizeClass: verticalSizeClass.sizeClass,
               userInterfaceIdiom: userInterfaceIdiom.idiom, layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
