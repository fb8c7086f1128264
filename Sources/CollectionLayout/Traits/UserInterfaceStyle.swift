/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// Dark content on light backgrounds; the default.
    case light
    /// Light content on dark backgrounds.
    case dark
}
