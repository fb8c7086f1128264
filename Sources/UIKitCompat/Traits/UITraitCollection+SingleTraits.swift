extension UITraitCollection {
    /// Every trait unspecified but those given: what UIKit's one-trait initialisers make, to be
    /// combined with `init(traitsFrom:)` or handed to `resolvedColor(with:)`. An unspecified
    /// appearance resolves colours as light, an unspecified text size as large.
    private convenience init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
                             direction: UITraitEnvironmentLayoutDirection = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified,
                             style: UIUserInterfaceStyle = .unspecified, category: UIContentSizeCategory = .unspecified,
                             scale: CGFloat = 0, level: UIUserInterfaceLevel = .unspecified) {
        self.init(horizontalSizeClass: horizontal, verticalSizeClass: vertical, layoutDirection: direction,
                  userInterfaceIdiom: idiom, userInterfaceStyle: style, preferredContentSizeCategory: category,
                  displayScale: scale, userInterfaceLevel: level)
    }

    /// Only the appearance: light or dark.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// Only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }

    /// Only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// Only the width's class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    /// Only the height's class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// Only the kind of device.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// Only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    /// Only the level: base or elevated.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(level: userInterfaceLevel) }

    /// `traitCollections` combined, as UIKit combines them: each trait from the last collection
    /// that specifies it, unspecified when none does.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.reversed().lazy.map(trait).first { $0 != unspecified } ?? unspecified
        }
        self.init(horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  level: last(\.userInterfaceLevel, unspecified: .unspecified))
    }
}
