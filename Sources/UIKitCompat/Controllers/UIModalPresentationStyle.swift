/// How a presented controller covers the screen, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    /// The whole screen.
    case fullScreen = 0
    /// A sheet over part of the screen on a wide one; the whole screen otherwise.
    case pageSheet = 1
    /// A smaller sheet centred on a wide screen.
    case formSheet = 2
    /// The presenting controller's area.
    case currentContext = 3
    /// Drawn by the app's own transition.
    case custom = 4
    /// The whole screen, leaving what is beneath in place.
    case overFullScreen = 5
    /// The presenting controller's area, leaving what is beneath in place.
    case overCurrentContext = 6
    /// A popover on a wide screen.
    case popover = 7
    /// None.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}

/// The status bar's text colour, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
    /// Dark text on a light screen, light on a dark one.
    case `default` = 0
    /// Light text.
    case lightContent = 1
    /// Dark text.
    case darkContent = 3
}
