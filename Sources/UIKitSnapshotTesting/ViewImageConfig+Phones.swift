import UIKitCompat

/// swift-snapshot-testing's phone presets (its `ViewImageConfig` for iOS, version 1.19): screens in
/// points, safe areas as top, left, bottom, right.
///
/// | preset | portrait | safe area, portrait | safe area, landscape | traits |
/// |---|---|---|---|---|
/// | iPhoneSe | 320x568 | 20, 0, 0, 0 | none | iPhoneSe |
/// | iPhone8 | 375x667 | 20, 0, 0, 0 | none | iPhone8 |
/// | iPhone8Plus | 414x736 | 20, 0, 0, 0 | none | iPhone8Plus |
/// | iPhoneX | 375x812 | 44, 0, 34, 0 | 0, 44, 24, 44 | iPhoneX |
/// | iPhoneXsMax, iPhoneXr | 414x896 | 44, 0, 34, 0 | 0, 44, 24, 44 | their own |
/// | iPhone12, iPhone12Pro | 390x844 | 47, 0, 34, 0 | 0, 47, 21, 47 | iPhone12 |
/// | iPhone12ProMax | 428x926 | 47, 0, 34, 0 | 0, 47, 21, 47 | iPhone12ProMax |
/// | iPhone13, iPhone13Pro | 390x844 | 47, 0, 34, 0 | 0, 47, 21, 47 | iPhone13 |
/// | iPhone13Mini | 375x812 | 50, 0, 34, 0 | 0, 50, 21, 50 | iPhone13 |
/// | iPhone13ProMax | 428x926 | 47, 0, 34, 0 | 0, 47, 21, 47 | iPhone13ProMax |
extension ViewImageConfig {
    /// A phone's screen held upright, its safe area each way, and its traits.
    private static func phone(width: CGFloat, height: CGFloat, portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets,
                              traits: (Orientation) -> UITraitCollection, _ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portraitInsets, size: CGSize(width: width, height: height), traits: traits(.portrait))
        case .landscape:
            return ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: height, height: width), traits: traits(.landscape))
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func notch(_ top: CGFloat, landscapeBottom: CGFloat) -> (UIEdgeInsets, UIEdgeInsets) {
        (UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top))
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 320, height: 568, portraitInsets: statusBar, landscapeInsets: .zero, traits: UITraitCollection.iPhoneSe, orientation)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 667, portraitInsets: statusBar, landscapeInsets: .zero, traits: UITraitCollection.iPhone8, orientation)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 736, portraitInsets: statusBar, landscapeInsets: .zero, traits: UITraitCollection.iPhone8Plus, orientation)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(44, landscapeBottom: 24)
        return phone(width: 375, height: 812, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhoneX, orientation)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(44, landscapeBottom: 24)
        return phone(width: 414, height: 896, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhoneXsMax, orientation)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(44, landscapeBottom: 24)
        return phone(width: 414, height: 896, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhoneXr, orientation)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(width: 390, height: 844, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhone12, orientation)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(width: 428, height: 926, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhone12ProMax, orientation)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(width: 390, height: 844, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhone13, orientation)
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(50, landscapeBottom: 21)
        return phone(width: 375, height: 812, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhone13, orientation)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        let insets = notch(47, landscapeBottom: 21)
        return phone(width: 428, height: 926, portraitInsets: insets.0, landscapeInsets: insets.1, traits: UITraitCollection.iPhone13ProMax, orientation)
    }
}
