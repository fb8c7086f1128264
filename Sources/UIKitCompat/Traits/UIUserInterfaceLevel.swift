/// Whether content sits on the base level or is lifted above it, as UIKit's
/// `UIUserInterfaceLevel`: sheets and popovers are elevated, and in dark appearance the system
/// background colours take a lighter grey there.
public enum UIUserInterfaceLevel: Int, Hashable, Sendable {
    case unspecified = -1
    /// The window's own content.
    case base = 0
    /// Content above it: a sheet, a popover.
    case elevated = 1
}
