/// A named iPhone or iPad: its screen in points, its display scale, its safe area in each
/// orientation and its size classes, as UIKit reports them to a full-screen view with the status
/// bar shown (iOS 17 and 18). ``host(in:traits:)`` is the screen a layout is solved for.
///
/// Every number, and where it comes from, is in docs/devices.md.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The name on the command line: `iphone-15`.
    public let name: String
    /// The name people use: `iPhone 15`.
    public let displayName: String
    /// The screen held upright, in points.
    public let portraitSize: Size
    /// Pixels per point (`UIScreen.scale`).
    public let displayScale: Double
    /// The safe area held upright: the status bar or sensor housing above, the home indicator below.
    public let portraitSafeArea: DirectionalEdgeInsets
    /// The safe area on its side: the sensor housing's side on both edges, the home indicator below.
    public let landscapeSafeArea: DirectionalEdgeInsets
    /// Phone or pad.
    public let idiom: UserInterfaceIdiom
    /// The width's size class on its side: regular on the largest phones and every iPad.
    public let landscapeHorizontalSizeClass: UserInterfaceSizeClass

    public var description: String { displayName }

    /// The size of the screen held `orientation`.
    public func size(in orientation: DeviceOrientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The screen held `orientation` as a layout is solved for it: its size, safe area, the
    /// root view's layout margins, and `traits` with the device's scale, size classes and idiom.
    ///
    /// Layout margins are UIKit's root view's: the safe area at the top and bottom; at the sides
    /// the safe area plus 16 points, and never less than the system minimum (16 points on a phone
    /// narrower than 393 points held upright, 20 otherwise).
    public func host(in orientation: DeviceOrientation, traits: Traits = Traits()) -> LayoutHost {
        let size = size(in: orientation)
        let safe = orientation == .portrait ? portraitSafeArea : landscapeSafeArea
        let minimum = idiom == .phone && orientation == .portrait && size.width < SystemLayoutMargins.wideMarginBreakpoint
            ? SystemLayoutMargins.compactMargin : SystemLayoutMargins.regularMargin
        let margins = DirectionalEdgeInsets(top: safe.top, leading: Swift.max(minimum, safe.leading + SystemLayoutMargins.compactMargin),
                                            bottom: safe.bottom, trailing: Swift.max(minimum, safe.trailing + SystemLayoutMargins.compactMargin))
        var shown = traits
        shown.displayScale = displayScale
        shown.userInterfaceIdiom = idiom
        shown.verticalSizeClass = idiom == .pad || orientation == .portrait ? .regular : .compact
        shown.horizontalSizeClass = idiom == .pad ? .regular : (orientation == .portrait ? .compact : landscapeHorizontalSizeClass)
        return LayoutHost(size: size, safeAreaInsets: safe, layoutMargins: margins, traits: shown, device: self, orientation: orientation)
    }
}

extension Device {
    private static func phone(_ name: String, _ displayName: String, _ width: Double, _ height: Double, scale: Double,
                              top: Double, bottom: Double, side: Double, landscapeBottom: Double,
                              landscapeWidth: UserInterfaceSizeClass = .compact) -> Device {
        Device(name: name, displayName: displayName, portraitSize: Size(width: width, height: height), displayScale: scale,
               portraitSafeArea: DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
               landscapeSafeArea: DirectionalEdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
               idiom: .phone, landscapeHorizontalSizeClass: landscapeWidth)
    }

    private static func pad(_ name: String, _ displayName: String, _ width: Double, _ height: Double) -> Device {
        let safe = DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return Device(name: name, displayName: displayName, portraitSize: Size(width: width, height: height), displayScale: 2,
                      portraitSafeArea: safe, landscapeSafeArea: safe, idiom: .pad, landscapeHorizontalSizeClass: .regular)
    }

    /// iPhone SE (3rd generation): 375x667 at 2x, a 20-point status bar, no home indicator.
    public static let iPhoneSE3 = phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2,
                                        top: 20, bottom: 0, side: 0, landscapeBottom: 0)
    /// iPhone 13 mini: 375x812 at 3x.
    public static let iPhone13Mini = phone("iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3,
                                           top: 50, bottom: 34, side: 50, landscapeBottom: 21)
    /// iPhone 15: 393x852 at 3x, the Dynamic Island.
    public static let iPhone15 = phone("iphone-15", "iPhone 15", 393, 852, scale: 3,
                                       top: 59, bottom: 34, side: 59, landscapeBottom: 21)
    /// iPhone 16 Pro Max: 440x956 at 3x; regular width on its side.
    public static let iPhone16ProMax = phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3,
                                             top: 62, bottom: 34, side: 62, landscapeBottom: 21, landscapeWidth: .regular)
    /// iPad mini (6th generation): 744x1133 at 2x.
    public static let iPadMini6 = pad("ipad-mini-6", "iPad mini (6th generation)", 744, 1133)
    /// iPad Pro 11-inch (M4): 834x1210 at 2x.
    public static let iPadPro11 = pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210)
    /// iPad Pro 13-inch (M4): 1032x1376 at 2x.
    public static let iPadPro13 = pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376)

    /// The seven named devices, phones from the smallest, then iPads.
    public static let all: [Device] = [.iPhoneSE3, .iPhone13Mini, .iPhone15, .iPhone16ProMax, .iPadMini6, .iPadPro11, .iPadPro13]

    /// The device of command-line name `name`, such as `iphone-15`; nil for another name.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name }
    }
}
