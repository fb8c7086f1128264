/// Every number and colour a list takes from iOS, in one place, each with where it comes from.
///
/// Nothing here was measured on a device by this project. Each value says its source: UIKit's
/// documentation, UIKit's published colour values (light appearance), a figure commonly reported
/// by developers, or — where no public source was found — a value chosen here for the look,
/// marked as such so it can be corrected against a screenshot.
public enum ListMetrics {
    // MARK: Sizes

    /// The estimated height of a row before it is measured: UIKit's list rows estimate 44 points
    /// (the minimum tappable height of the Human Interface Guidelines, and UITableView's default row height).
    public static let estimatedRowHeight = 44.0
    /// The estimated height of a supplementary header or footer before it is measured: 44, the
    /// estimate of UIKit's documentation example for `UICollectionViewCompositionalLayoutConfiguration`.
    public static let estimatedHeaderFooterHeight = 44.0
    /// The space above a grouped or inset grouped section without a supplementary header: 35
    /// points, the top padding developers commonly report for grouped table views (and the gap
    /// between the cards of the Settings app).
    public static let groupedSectionTopPadding = 35.0
    /// The space above a sidebar section without a supplementary header. Chosen here (no public
    /// figure found): a small gap, as iPadOS sidebars keep their sections close.
    public static let sidebarSectionTopPadding = 10.0
    /// The default extra space above a supplementary header (`headerTopPadding` nil). UIKit's
    /// default is "system defined" and undocumented; 0 here, so a header starts where its
    /// section does unless a padding is set.
    public static let headerTopPadding = 0.0
    /// The corner radius of an inset grouped card's first and last rows: 10 points (issue 17's
    /// figure for iOS's inset grouped lists).
    public static let insetGroupedCornerRadius = 10.0
    /// A separator's thickness: one pixel, a hairline, as UIKit draws it (1 / the screen's
    /// scale); a point is a pixel here, so 1.
    public static let separatorThickness = 1.0
    /// The least height of a row: 44 points, UIKit's default cell height, which a list row keeps
    /// however short its content.
    public static let minimumRowHeight = 44.0
    /// Padding above and below a row's content: what centres a 29-point icon tile in a 44-point
    /// row, as the Settings app's rows are; rows of one line of text keep the minimum height.
    public static let rowVerticalPadding = 7.5
    /// The gap between a row's image, its text, its value and its accessory. Chosen here to
    /// match the Settings app's look; not measured.
    public static let rowContentSpacing = 16.0
    /// Padding above a grouped header's text, and below it. Chosen here to give the commonly seen
    /// look of iOS 15 and later (small capitals close above the card); not measured.
    public static let groupedHeaderPadding = (top: 16.0, bottom: 6.0)
    /// Padding around a plain list's header text. Chosen here; not measured.
    public static let plainHeaderPadding = (top: 6.0, bottom: 6.0)
    /// Padding around a footer's text under a grouped card. Chosen here; not measured.
    public static let footerPadding = (top: 6.0, bottom: 16.0)
    /// The size of a row's title and of a value beside it: 17 points, UIKit's body text style
    /// at the default Dynamic Type size.
    public static let bodyFontSize = 17.0
    /// The size of a row's secondary line: 15 points, UIKit's subheadline style.
    public static let subtitleFontSize = 15.0
    /// The size of a grouped list's header and of every footer: 13 points, UIKit's footnote style.
    public static let footnoteFontSize = 13.0
    /// Side of the icon tile at a row's leading edge, as the Settings app's: 29 points, the size
    /// Apple's Human Interface Guidelines gave for settings icons.
    public static let iconTileSize = 29.0
    /// Corner radius of that tile. Chosen here to match its look; not measured.
    public static let iconTileCornerRadius = 7.0

    // MARK: Colours (UIKit's light and dark appearances; the values and their sources are in docs/devices.md)

    /// `UIColor.systemBackground`: white.
    public static let systemBackground = ContentColor(light: ContentColor(red: 255, green: 255, blue: 255), dark: ContentColor(red: 0, green: 0, blue: 0))
    /// `UIColor.systemGroupedBackground`: #F2F2F7, UIKit's published value.
    public static let systemGroupedBackground = ContentColor(light: ContentColor(red: 242, green: 242, blue: 247), dark: ContentColor(red: 0, green: 0, blue: 0))
    /// `UIColor.secondarySystemGroupedBackground`, a grouped row's fill: white (gray 1 1, as
    /// UIKit prints it; quoted on Stack Overflow question 57186481).
    public static let secondarySystemGroupedBackground = ContentColor(light: ContentColor(red: 255, green: 255, blue: 255), dark: ContentColor(red: 28, green: 28, blue: 30))
    /// `UIColor.separator`: #3C3C43 at 29 % opacity, UIKit's published value.
    public static let separatorColor = ContentColor(light: ContentColor(red: 60, green: 60, blue: 67, alpha: 74), dark: ContentColor(red: 84, green: 84, blue: 88, alpha: 153))
    /// `UIColor.label`: black.
    public static let label = ContentColor(light: ContentColor(red: 0, green: 0, blue: 0), dark: ContentColor(red: 255, green: 255, blue: 255))
    /// `UIColor.secondaryLabel`: #3C3C43 at 60 % (0.235 0.235 0.263 0.6 as UIKit prints it;
    /// Stack Overflow question 57186481). Values, headers and footers.
    public static let secondaryLabel = ContentColor(light: ContentColor(red: 60, green: 60, blue: 67, alpha: 153), dark: ContentColor(red: 235, green: 235, blue: 245, alpha: 153))
    /// `UIColor.tertiaryLabel`: #3C3C43 at 30 %, UIKit's published value. Chevrons.
    public static let tertiaryLabel = ContentColor(light: ContentColor(red: 60, green: 60, blue: 67, alpha: 77), dark: ContentColor(red: 235, green: 235, blue: 245, alpha: 76))
    /// `UIColor.systemBlue`: #007AFF, UIKit's published value. Checkmarks and outline chevrons.
    public static let systemBlue = ContentColor(light: ContentColor(red: 0, green: 122, blue: 255), dark: ContentColor(red: 10, green: 132, blue: 255))
    /// `UIColor.systemRed`: 255, 59, 48, UIKit's published value. Destructive swipe actions.
    public static let systemRed = ContentColor(light: ContentColor(red: 255, green: 59, blue: 48), dark: ContentColor(red: 255, green: 69, blue: 58))
    /// `UIColor.systemGray3`: 199, 199, 204, UIKit's published value. Normal swipe actions
    /// (UIKit's default for `.normal` since iOS 13; see docs/uikit-compat.md).
    public static let systemGray3 = ContentColor(light: ContentColor(red: 199, green: 199, blue: 204), dark: ContentColor(red: 72, green: 72, blue: 74))

    // MARK: Swipe actions (UIKit's swipe action button constants; sources in docs/uikit-compat.md)

    /// A swipe action button's narrowest width.
    public static let swipeButtonMinimumWidth = 74.0
    /// A swipe action button's widest width.
    public static let swipeButtonMaximumWidth = 120.0
    /// Space each side of a swipe action's title.
    public static let swipeButtonPadding = 6.0
    /// A swipe action's title size, in points; medium weight, white.
    public static let swipeButtonFontSize = 15.0

    /// What shows behind a list of `appearance` when its configuration sets no colour: the plain
    /// background for `plain` and `sidebarPlain`, the grouped one for the others.
    public static func backgroundColor(of appearance: ListAppearance) -> ContentColor {
        switch appearance {
        case .plain, .sidebarPlain: return systemBackground
        case .grouped, .insetGrouped, .sidebar: return systemGroupedBackground
        }
    }
}
