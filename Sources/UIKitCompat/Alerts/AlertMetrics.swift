import CollectionView

/// UIAlertController's measures and colours on iOS 17. Apple publishes none of them and no iOS
/// picture of an alert was found under a licence that allows it: these are read from iOS 17
/// simulators by eye and from Apple's Human Interface Guidelines (Alerts, Action sheets), and
/// are to be measured against a recorded picture when one is found.
///
/// | Value | iOS 17 |
/// |---|---|
/// | alert | 270 pt wide, centred, 14 pt corners, over black at 20 % |
/// | alert text | title 17 pt semibold (headline), message 13 pt (footnote), centred, 16 pt in from the sides, 19 pt above and 20 below; both follow Dynamic Type |
/// | alert buttons | 44 pt tall under a hairline, taller by the body style's leading at a larger text size; two side by side (mirrored right to left), more stacked, and stacked at the accessibility sizes; 17 pt (body) in the tint, cancel semibold, destructive red |
/// | action sheet | the screen's width less 8 pt a side, 8 pt above the safe area's bottom, 13 pt corners |
/// | action sheet buttons | 57 pt tall, 20 pt text (title 3), growing as the alert's; the cancel action in a card of its own, 8 pt below |
/// | card | `secondarySystemBackground`-like, opaque (iOS blurs what is beneath) |
/// | text fields | 238 pt wide (16 in from each side), 28 pt tall, rounded, 13 pt text, 8 pt apart, 16 above the buttons |
enum AlertMetrics {
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertDimming = 0.2
    static let textInset: CGFloat = 16
    static let textTop: CGFloat = 19
    static let textBottom: CGFloat = 20
    static let titleMessageGap: CGFloat = 2
    static let alertButtonHeight: CGFloat = 44
    static let sheetMargin: CGFloat = 8
    static let sheetCornerRadius: CGFloat = 13
    static let sheetButtonHeight: CGFloat = 57
    static let sheetTextTop: CGFloat = 14
    static let sheetTextBottom: CGFloat = 14
    static let fieldHeight: CGFloat = 28
    static let fieldGap: CGFloat = 8
    static let fieldsBottom: CGFloat = 16
    static let fieldFontSize: CGFloat = 13
    static let card = UIColor(242, 242, 242, dark: (44, 44, 46, 1))
    static let hairline = UIColor(60, 60, 67, opacity: 0.29, dark: (84, 84, 88, 0.6))
}
