/// What an interface is shown with, as UIKit's `UITraitCollection`: the display's scale, light or
/// dark appearance, the text size, the size classes, the device idiom and the layout direction.
///
/// A device (``Device``) gives the size classes, idiom and scale of its screen; the rest is the
/// person's choice. Section providers read them through ``LayoutEnvironment/traits``.
public struct Traits: Hashable, Sendable {
    /// Pixels per point: 1, 2 or 3.
    public var displayScale: Double
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The text size.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The room across.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The room down.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Phone or pad.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Which way text and layouts run.
    public var layoutDirection: LayoutDirection

    /// Traits of the given values; by default scale 1, light, `large` text, size classes and
    /// idiom unspecified (a screen's size fills them in, see ``filled(for:)``), left to right.
    public init(displayScale: Double = 1, userInterfaceStyle: UserInterfaceStyle = .light,
                preferredContentSizeCategory: ContentSizeCategory = .large,
                horizontalSizeClass: UserInterfaceSizeClass = .unspecified, verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                userInterfaceIdiom: UserInterfaceIdiom = .unspecified, layoutDirection: LayoutDirection = .leftToRight) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
    }

    /// These traits with what they leave unspecified taken from a full-screen view of `size`
    /// on no named device: height under 500 points is compact; width is regular from 744
    /// points (896 when the height is compact), the narrowest iPad and the widest phones in
    /// landscape; the idiom as ``UserInterfaceIdiom/shown(at:)``.
    public func filled(for size: Size) -> Traits {
        var result = self
        let compactHeight = size.height < 500
        if result.verticalSizeClass == .unspecified { result.verticalSizeClass = compactHeight ? .compact : .regular }
        if result.horizontalSizeClass == .unspecified {
            result.horizontalSizeClass = size.width >= (compactHeight ? 896 : 744) ? .regular : .compact
        }
        if result.userInterfaceIdiom == .unspecified { result.userInterfaceIdiom = .shown(at: size) }
        return result
    }
}
