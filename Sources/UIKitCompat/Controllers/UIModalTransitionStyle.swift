/// How a presented controller comes onto the screen and leaves it, as UIKit's
/// `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Hashable, Sendable {
    /// It rises from the bottom edge, and falls back when dismissed.
    case coverVertical = 0
    /// The screen turns over about its vertical axis, the presented one on its back.
    case flipHorizontal = 1
    /// It fades in over the screen, and out when dismissed.
    case crossDissolve = 2
    /// The screen curls up from a corner to show the presented one beneath; drawn here as
    /// `coverVertical`.
    case partialCurl = 3
}
