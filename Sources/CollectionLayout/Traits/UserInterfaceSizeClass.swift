/// How much room an interface has along one axis, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified
    /// Constrained: a phone's width, or a phone's height in landscape.
    case compact
    /// Expansive: an iPad's width and height, a phone's height in portrait.
    case regular
}
