import UIKitCompat

/// The traits of swift-snapshot-testing's device presets (version 1.19): a phone is left to
/// right, at the `medium` text size (one step below iOS's default), with compact width and regular
/// height held upright; on its side the height is compact and the width regular on the Plus, Xr,
/// Xs Max and Pro Max phones, compact on the rest. A tablet is regular both ways, or compact wide
/// in a narrow split. None sets a display scale: the snapshot's scale is chosen when it is drawn
/// (see ``ViewImageConfig``).
extension UITraitCollection {
    private static func phone(_ orientation: ViewImageConfig.Orientation, regularWidthOnItsSide: Bool) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: orientation == .landscape && regularWidthOnItsSide ? .regular : .compact),
            UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
        ])
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: false) }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: false) }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: true) }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: false) }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: true) }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: true) }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: false) }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: true) }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: false) }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation, regularWidthOnItsSide: true) }

    private static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ])
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
