import CollectionLayout

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not specified: drawn light.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2

    /// The engine's style this one stands for: light unless dark.
    public var userInterfaceStyle: UserInterfaceStyle { self == .dark ? .dark : .light }

    /// The style this one imposes as an override: none while unspecified.
    var overridingStyle: UserInterfaceStyle? { self == .unspecified ? nil : userInterfaceStyle }

    init(_ style: UserInterfaceStyle) {
        self = style == .dark ? .dark : .light
    }
}
