import UIKitCompat

/// swift-snapshot-testing's tablet presets (its `ViewImageConfig` for iOS, version 1.19): the
/// app's width in each split, the screen's height, and a safe area of 20 at the top (24 at the
/// top and 20 at the bottom on the 11-inch iPad Pro). Held as `.landscape`, full screen, unless
/// said. A split narrower than the threshold below has a compact width.
///
/// | preset | landscape: ⅓, ½, ⅔, full × height | portrait: ⅓, ⅔, full × height | compact up to |
/// |---|---|---|---|
/// | iPadMini, iPad9_7 | 320, 507, 694, 1024 × 768 | 320, 438, 768 × 1024 | ½, ⅔ |
/// | iPad10_2 | 320, 535, 750, 1080 × 810 | 320, 480, 810 × 1080 | ½, ⅔ |
/// | iPadPro10_5 | 320, 551, 782, 1112 × 834 | 320, 504, 834 × 1112 | ½, ⅔ |
/// | iPadPro11 | 375, 592, 809, 1194 × 834 | 320, 504, 834 × 1194 | ½, ⅔ |
/// | iPadPro12_9 | 375, 678, 981, 1366 × 1024 | 375, 639, 1024 × 1366 | ⅓, ⅔ |
extension ViewImageConfig {
    /// One tablet's numbers, as the table above gives them.
    private struct Tablet {
        let landscapeWidths: [CGFloat]
        let landscapeHeight: CGFloat
        let portraitWidths: [CGFloat]
        let portraitHeight: CGFloat
        /// How many landscape splits, narrowest first, have a compact width.
        let compactLandscapeSplits: Int
        let safeArea: UIEdgeInsets
        let regular: UITraitCollection
        let compact: UITraitCollection

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            switch orientation {
            case .landscape(let split):
                let index = [TabletOrientation.LandscapeSplits.oneThird, .oneHalf, .twoThirds, .full].firstIndex(of: split) ?? 3
                return ViewImageConfig(safeArea: safeArea, size: CGSize(width: landscapeWidths[index], height: landscapeHeight),
                                       traits: index < compactLandscapeSplits ? compact : regular)
            case .portrait(let split):
                let index = [TabletOrientation.PortraitSplits.oneThird, .twoThirds, .full].firstIndex(of: split) ?? 2
                return ViewImageConfig(safeArea: safeArea, size: CGSize(width: portraitWidths[index], height: portraitHeight),
                                       traits: index < 2 ? compact : regular)
            }
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    private static let mini = Tablet(landscapeWidths: [320, 507, 694, 1024], landscapeHeight: 768, portraitWidths: [320, 438, 768],
                                     portraitHeight: 1024, compactLandscapeSplits: 2, safeArea: statusBar,
                                     regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
    private static let tenTwo = Tablet(landscapeWidths: [320, 535, 750, 1080], landscapeHeight: 810, portraitWidths: [320, 480, 810],
                                       portraitHeight: 1080, compactLandscapeSplits: 2, safeArea: statusBar,
                                       regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
    private static let proTenFive = Tablet(landscapeWidths: [320, 551, 782, 1112], landscapeHeight: 834, portraitWidths: [320, 504, 834],
                                           portraitHeight: 1112, compactLandscapeSplits: 2, safeArea: statusBar,
                                           regular: .iPadPro10_5, compact: .iPadPro10_5_Compact_SplitView)
    private static let proEleven = Tablet(landscapeWidths: [375, 592, 809, 1194], landscapeHeight: 834, portraitWidths: [320, 504, 834],
                                          portraitHeight: 1194, compactLandscapeSplits: 2,
                                          safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                          regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
    private static let proTwelveNine = Tablet(landscapeWidths: [375, 678, 981, 1366], landscapeHeight: 1024, portraitWidths: [375, 639, 1024],
                                              portraitHeight: 1366, compactLandscapeSplits: 1, safeArea: statusBar,
                                              regular: .iPadPro12_9, compact: .iPadPro12_9_Compact_SplitView)

    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tenTwo.config(orientation) }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { proTenFive.config(orientation) }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { proEleven.config(orientation) }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { proTwelveNine.config(orientation) }
}
