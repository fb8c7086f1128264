/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// Dark content on light backgrounds; the default.
    case light
    /// Light content on dark backgrounds.
    case dark
}

extension UserInterfaceStyle {
    /// What a colour with a dark appearance shows in this style: `dark` when this is dark and
    /// there is one, else `light`. The one rule every colour type here resolves by.
    public func pick<Value>(light: Value, dark: Value?) -> Value {
        self == .dark ? dark ?? light : light
    }
}
