extension UIColor {
    /// A colour of 8-bit sRGB channels and an opacity, as Apple publishes the system colours.
    convenience init(_ red: Int, _ green: Int, _ blue: Int, opacity: CGFloat = 1,
                     dark: (red: Int, green: Int, blue: Int, opacity: CGFloat)? = nil) {
        let darkColor = dark.map { UIColor(red: CGFloat($0.red) / 255, green: CGFloat($0.green) / 255, blue: CGFloat($0.blue) / 255,
                                           alpha: $0.opacity, dark: nil) }
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: opacity, dark: darkColor)
    }

    // The tints, in their light and dark appearances: the "System colors" table of Apple's Human
    // Interface Guidelines (Color, iOS and iPadOS) as it stood for iOS 17 and 18. Every value is
    // listed, with its source, in docs/uikit-compat.md and docs/devices.md.

    /// Red: 255, 59, 48.
    public static let systemRed = UIColor(255, 59, 48, dark: (255, 69, 58, 1))
    /// Orange: 255, 149, 0.
    public static let systemOrange = UIColor(255, 149, 0, dark: (255, 159, 10, 1))
    /// Yellow: 255, 204, 0.
    public static let systemYellow = UIColor(255, 204, 0, dark: (255, 214, 10, 1))
    /// Green: 52, 199, 89.
    public static let systemGreen = UIColor(52, 199, 89, dark: (48, 209, 88, 1))
    /// Mint: 0, 199, 190.
    public static let systemMint = UIColor(0, 199, 190, dark: (102, 212, 207, 1))
    /// Teal: 48, 176, 199.
    public static let systemTeal = UIColor(48, 176, 199, dark: (64, 200, 224, 1))
    /// Cyan: 50, 173, 230.
    public static let systemCyan = UIColor(50, 173, 230, dark: (100, 210, 255, 1))
    /// Indigo: 88, 86, 214.
    public static let systemIndigo = UIColor(88, 86, 214, dark: (94, 92, 230, 1))
    /// Purple: 175, 82, 222.
    public static let systemPurple = UIColor(175, 82, 222, dark: (191, 90, 242, 1))
    /// Pink: 255, 45, 85.
    public static let systemPink = UIColor(255, 45, 85, dark: (255, 55, 95, 1))
    /// Brown: 162, 132, 94.
    public static let systemBrown = UIColor(162, 132, 94, dark: (172, 142, 104, 1))
    /// Gray: 142, 142, 147.
    public static let systemGray = UIColor(142, 142, 147, dark: (142, 142, 147, 1))
    /// Gray 2: 174, 174, 178.
    public static let systemGray2 = UIColor(174, 174, 178, dark: (99, 99, 102, 1))
    /// Gray 3: 199, 199, 204.
    public static let systemGray3 = UIColor(199, 199, 204, dark: (72, 72, 74, 1))
    /// Gray 4: 209, 209, 214.
    public static let systemGray4 = UIColor(209, 209, 214, dark: (58, 58, 60, 1))
    /// Gray 5: 229, 229, 234.
    public static let systemGray5 = UIColor(229, 229, 234, dark: (44, 44, 46, 1))
    /// Gray 6: 242, 242, 247.
    public static let systemGray6 = UIColor(242, 242, 247, dark: (28, 28, 30, 1))

    // The element (semantic) colours, in a light and a dark trait collection, as UIKit resolves
    // them on iOS 15 to 18 (the dark values of the base level, not the elevated one).

    /// Text of the fourth rank: #3C3C43 at 18 %.
    public static let quaternaryLabel = UIColor(60, 60, 67, opacity: 0.18, dark: (235, 235, 245, 0.16))
    /// Placeholder text in fields: #3C3C43 at 30 %.
    public static let placeholderText = UIColor(60, 60, 67, opacity: 0.3, dark: (235, 235, 245, 0.3))
    /// Links: 0, 122, 255.
    public static let link = UIColor(0, 122, 255, dark: (9, 132, 255, 1))
    /// A separator that hides what is under it: 198, 198, 200.
    public static let opaqueSeparator = UIColor(198, 198, 200, dark: (56, 56, 58, 1))
    /// Fills of thin and small shapes: #787880 at 20 %.
    public static let systemFill = UIColor(120, 120, 128, opacity: 0.2, dark: (120, 120, 128, 0.36))
    /// Fills of medium shapes: #787880 at 16 %.
    public static let secondarySystemFill = UIColor(120, 120, 128, opacity: 0.16, dark: (120, 120, 128, 0.32))
    /// Fills of large shapes: #767680 at 12 %.
    public static let tertiarySystemFill = UIColor(118, 118, 128, opacity: 0.12, dark: (118, 118, 128, 0.24))
    /// Fills of large areas with complex content: #747480 at 8 %.
    public static let quaternarySystemFill = UIColor(116, 116, 128, opacity: 0.08, dark: (118, 118, 128, 0.18))
    /// Content layered on the system background: 242, 242, 247.
    public static let secondarySystemBackground = UIColor(242, 242, 247, dark: (28, 28, 30, 1)).elevating(to: UIColor(44, 44, 46))
    /// Content layered on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(255, 255, 255, dark: (44, 44, 46, 1)).elevating(to: UIColor(58, 58, 60))
    /// Content layered on a grouped list's cells: 242, 242, 247.
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247, dark: (44, 44, 46, 1)).elevating(to: UIColor(58, 58, 60))
    /// Text on light backgrounds whatever the appearance: black.
    public static let darkText = UIColor(0, 0, 0)
    /// Text on dark backgrounds whatever the appearance: white at 60 %.
    public static let lightText = UIColor(255, 255, 255, opacity: 0.6)

    // The fixed colours, whose components UIKit's documentation gives.

    /// 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// A grey of 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// A grey of 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// A grey of 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
}
