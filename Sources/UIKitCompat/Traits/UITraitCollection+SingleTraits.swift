extension UITraitCollection {
    /// Every trait unspecified but those given: what UIKit's one-trait initialisers make, to be
    /// combined with `init(traitsFrom:)` or handed to `resolvedColor(with:)`. An unspecified
    /// appearance resolves colours as light, an unspecified text size as large.
    private convenience init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                             layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
                             style: UIUserInterfaceStyle = .unspecified, contentSizeCategory: UIContentSizeCategory = .unspecified,
                             displayScale: CGFloat = 0, level: UIUserInterfaceLevel = .unspecified) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, layoutDirection: layoutDirection,
                  userInterfaceIdiom: idiom, userInterfaceStyle: style, preferredContentSizeCategory: contentSizeCategory,
                  displayScale: displayScale, userInterfaceLevel: level)
    }

    /// Only the appearance: light or dark.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// Only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(contentSizeCategory: preferredContentSizeCategory) }

    /// Only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(displayScale: displayScale, level: .unspecified) }

    /// Only the width's class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontalSizeClass: horizontalSizeClass, level: .unspecified) }

    /// Only the height's class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(verticalSizeClass: verticalSizeClass, level: .unspecified) }

    /// Only the kind of device.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// Only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(layoutDirection: layoutDirection, level: .unspecified) }

    /// Only the level: base or elevated.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }

    /// `traitCollections` combined, as UIKit combines them: each trait from the last collection
    /// that specifies it, unspecified when none does.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.reversed().lazy.map(trait).first { $0 != unspecified } ?? unspecified
        }
        self.init(horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
                  layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  contentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  displayScale: last(\.displayScale, unspecified: 0),
                  level: last(\.userInterfaceLevel, unspecified: .unspecified))
    }
}
