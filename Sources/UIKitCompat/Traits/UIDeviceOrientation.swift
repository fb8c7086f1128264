/// How the device is held, as UIKit's `UIDeviceOrientation` (same cases, same raw values).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// Held sideways with the home button (or the top of an iPhone without one) on the right.
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Either way up in portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Either way sideways.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
