/// The kind of device an interface is shown on, as UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified
    /// An iPhone.
    case phone
    /// An iPad.
    case pad

    /// The idiom of a screen of `size` where no device is named: a phone below 600 points in
    /// its shorter dimension (every iPhone), a pad from it (every iPad).
    public static func shown(at size: Size) -> UserInterfaceIdiom {
        Swift.min(size.width, size.height) < 600 ? .phone : .pad
    }
}
